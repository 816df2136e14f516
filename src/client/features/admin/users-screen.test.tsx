import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { AdminUserRow } from '@/shared/admin';
import { UsersScreen } from './users-screen';

const row: AdminUserRow = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada.lovelace.with.a.very.long.address@analytical-engine.example.test',
  emailVerified: true,
  methods: ['password'],
  workspaces: 2,
  createdAt: '2026-11-01T10:00:00Z',
  lastActiveAt: null,
  role: 'user',
  banned: false,
  banExpires: null,
  banReason: null,
  twoFactorEnabled: false,
  managedByConfig: false,
};

describe('UsersScreen', () => {
  it('puts the wide table in its own named region that keyboard users can focus and scroll', async () => {
    mockApi({ 'GET /api/admin/users': { body: { items: [row], total: 1, page: 1, pageSize: 25 } } });
    renderRoutes([{ path: '/admin/users', element: <UsersScreen /> }], '/admin/users');
    const region = await screen.findByRole('region', { name: 'Users' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toContain('overflow-x-auto');
    const table = within(region).getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    expect(within(table).getByText(row.email)).toBeTruthy();
  });
});
