import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, type MockReply } from '@/client/test/mock-api';
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

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderActions = (user: AdminUserRow, actorId = 'admin-1', ban?: MockReply) => {
  const api = mockApi(ban ? { 'POST /api/admin/users/u1/ban': ban } : {});
  renderRoutes([{ path: '/', element: <UserActions user={user} actorId={actorId} /> }], '/');
  return api;
};

const openBan = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Ban' }));
  return screen.findByRole('dialog', { name: 'Ban ada@example.test?' });
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

  it('bans with the reason trimmed and the end as a moment, the reason capped at the schema’s limit', async () => {
    const api = renderActions(aRow(), 'admin-1', { body: { user: aRow({ banned: true }) } });
    const dialog = await openBan();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('maxlength')).toBe('500');
    const confirm = within(dialog).getByRole('button', { name: 'Ban' });
    await userEvent.type(reason, '   ');
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.type(reason, 'Spam  ');
    fireEvent.change(within(dialog).getByLabelText('Ban ends (optional)'), {
      target: { value: '2099-01-02T03:04' },
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/admin/users/u1/ban')[0]?.body).toEqual({
      reason: 'Spam',
      expiresAt: new Date('2099-01-02T03:04').toISOString(),
    });
  });

  it('shows the server’s word on the end beside that field, and stays open', async () => {
    const refused = apiError(400, 'invalid_input', 'The ban must end in the future.');
    renderActions(aRow(), 'admin-1', {
      ...refused,
      body: { error: { ...refused.body.error, field: 'expiresAt' } },
    });
    const dialog = await openBan();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Spam');
    fireEvent.change(within(dialog).getByLabelText('Ban ends (optional)'), {
      target: { value: '2001-01-02T03:04' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    const end = within(dialog).getByLabelText('Ban ends (optional)');
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('The ban must end in the future.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
