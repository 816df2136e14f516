import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { AdminUserRow } from '@/shared/admin';
import { UserActions } from './user-actions';

const aRow = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  emailVerified: true,
  methods: ['password'],
  workspaces: 1,
  createdAt: '2026-11-01T10:00:00Z',
  lastActiveAt: null,
  role: 'user',
  banned: false,
  banExpires: null,
  banReason: null,
  twoFactorEnabled: false,
  managedByConfig: false,
  ...overrides,
});

const renderActions = (user: AdminUserRow, actorId = 'admin-1') => {
  mockApi({});
  renderRoutes([{ path: '/', element: <UserActions user={user} actorId={actorId} /> }], '/');
};

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('UserActions', () => {
  it('offers a user a ban, a sign-out and the admin role', async () => {
    renderActions(aRow());
    await screen.findByRole('button', { name: 'Ban' });
    expect(buttonNames()).toEqual(['Ban', 'Revoke all sessions', 'Make admin']);
  });

  it('offers no sign-out of oneself or of an ADMIN_EMAILS admin, which the server refuses', async () => {
    renderActions(aRow({ id: 'admin-1', role: 'admin' }));
    expect(await screen.findByText(/This is you/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing on an admin the configuration manages', async () => {
    renderActions(aRow({ role: 'admin', managedByConfig: true }));
    expect(await screen.findByText(/listed in ADMIN_EMAILS/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
