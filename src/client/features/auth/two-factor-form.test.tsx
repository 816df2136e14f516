import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/client/app/routes/auth/login';
import LoginTwoFactorPage from '@/client/app/routes/auth/login-two-factor';
import { toast } from '@/client/lib/toast';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const render = (start: string) =>
  renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/login/two-factor', Component: LoginTwoFactorPage },
      stubPage('/auth/callback', 'Completing sign in'),
    ],
    start,
  );

describe('two-factor sign-in', () => {
  beforeEach(() => vi.clearAllMocks());

  it('takes a password sign-in that waits for a code to the code page, then finishes it', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': { body: { twoFactorRedirect: true, twoFactorMethods: ['totp'] } },
      'POST /api/auth/two-factor/verify-totp': { body: { token: null } },
    });
    render('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Two-factor authentication' });

    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Completing sign in');
    expect(api.callsTo('POST /api/auth/two-factor/verify-totp')[0]!.body).toEqual({
      code: '123456',
      trustDevice: true,
    });
  });

  it('says a wrong code is wrong, and offers a backup code instead', async () => {
    const api = mockApi({
      'POST /api/auth/two-factor/verify-totp': apiError(401, 'INVALID_CODE', 'Invalid code'),
      'POST /api/auth/two-factor/verify-backup-code': { body: { token: null } },
    });
    render('/login/two-factor');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('That code is not valid. Check it and try again.'),
    );
    expect(toast.error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Use a backup code instead' }));
    expect(screen.getByText(/Enter one of the backup codes/)).toBeTruthy();
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Completing sign in');
    expect(api.callsTo('POST /api/auth/two-factor/verify-backup-code')).toHaveLength(1);
  });

  it('sends an expired sign-in back to the login page', async () => {
    mockApi({
      'POST /api/auth/two-factor/verify-totp': apiError(401, 'INVALID_TWO_FACTOR_COOKIE', 'Invalid'),
    });
    render('/login/two-factor');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This sign-in has expired.'));
    expect(screen.getAllByRole('link', { name: 'Back to login' }).length).toBeGreaterThan(0);
  });
});
