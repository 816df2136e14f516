import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from '@/client/app/routes/auth/reset-password';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderReset = (url: string) =>
  renderRoutes(
    [
      { path: '/reset-password', Component: ResetPasswordPage },
      stubPage('/login', 'Log in'),
      stubPage('/forgot-password', 'Forgot password'),
    ],
    url,
  );

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Reset Password' });

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

describe('ResetPasswordPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockApi({ 'GET /api/auth/get-session': { body: null } });
  });

  it('sends a visitor without a token to /login with the error', async () => {
    const { location } = renderReset('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(toast.error).toHaveBeenCalledWith('Invalid or missing reset token');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the button disabled until both fields are filled', async () => {
    renderReset('/reset-password?token=abc');
    expect(submit().disabled).toBe(true);
    await fill('Secret123', '');
    expect(submit().disabled).toBe(true);
    await fill('', 'S');
    expect(submit().disabled).toBe(false);
  });

  it('says "Passwords do not match" and sends nothing when they differ', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderReset('/reset-password?token=abc');
    const user = await fill('Secret123', 'Secret124');
    await user.click(submit());
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/auth/reset-password')).toHaveLength(0);
  });

  it('shows one toggle that shows and hides both fields', async () => {
    renderReset('/reset-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Show passwords' }));
    expect(screen.getByLabelText<HTMLInputElement>('New password').type).toBe('text');
    expect(screen.getByLabelText<HTMLInputElement>('Confirm new password').type).toBe('text');
  });

  it('resets the password with the token and goes to /login', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/reset-password': { body: { status: true } },
    });
    const { location } = renderReset('/reset-password?token=abc');
    const user = await fill('Secret123', 'Secret123');
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('POST /api/auth/reset-password')[0]!.body).toEqual({
      newPassword: 'Secret123',
      token: 'abc',
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Password successfully reset! You can now log in with your new password.',
    );
  });

  it('offers a new link when the token is invalid or expired', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/reset-password': apiError(400, 'INVALID_TOKEN', 'invalid token'),
    });
    renderReset('/reset-password?token=old');
    const user = await fill('Secret123', 'Secret123');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Invalid or expired reset link. Please request a new one.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
