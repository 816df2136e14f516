import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { adminErrorCodes } from '@/shared/admin';
import { RequireAdmin } from './require-admin';

const dashboard = {
  path: '/admin/dashboard',
  element: (
    <RequireAdmin>
      <h1>Admin overview</h1>
    </RequireAdmin>
  ),
};

const withAdminMe = (reply: Parameters<typeof mockApi>[0][string]) =>
  mockApi({ 'GET /api/auth/get-session': { body: aSession() }, 'GET /api/admin/me': reply });

describe('RequireAdmin', () => {
  it('shows a spinner while the server is asked, then the dashboard to an admin', async () => {
    withAdminMe({ body: { id: 'u1', email: 'admin@example.test', newFeedback: 0 } });
    renderRoutes([dashboard], '/admin/dashboard');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Admin overview' })).toBeTruthy();
  });

  it('denies anyone else with the exact message', async () => {
    withAdminMe(apiError(403, adminErrorCodes.notAdmin));
    renderRoutes([dashboard], '/admin/dashboard');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Access denied. Global Admin privileges required.',
    );
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });

  it('sends an admin without two-factor to turn it on', async () => {
    withAdminMe(apiError(403, adminErrorCodes.twoFactorRequired));
    renderRoutes([dashboard], '/admin/dashboard');
    const link = await screen.findByRole('link', { name: 'Set up two-factor authentication' });
    expect(link.getAttribute('href')).toBe('/settings/accounts');
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });

  it('asks an admin whose session skipped the code to sign in again with it', async () => {
    withAdminMe(apiError(403, adminErrorCodes.twoFactorSessionRequired));
    renderRoutes([dashboard], '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in again with your code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });

  it('fails closed when the check itself fails', async () => {
    withAdminMe(apiError(500, 'internal_error'));
    renderRoutes([dashboard], '/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin overview' })).toBeNull();
  });
});
