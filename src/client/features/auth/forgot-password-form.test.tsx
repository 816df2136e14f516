import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from '@/client/app/routes/auth/forgot-password';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderForgot = () =>
  renderRoutes([{ path: '/forgot-password', Component: ForgotPasswordPage }], '/forgot-password');

describe('ForgotPasswordPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('sends the request and shows the non-revealing success view', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/request-password-reset': { body: { status: true } },
    });
    renderForgot();
    const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send reset instructions' });
    expect(send.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com');
    await userEvent.click(send);
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]!.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
    expect(toast.success).toHaveBeenCalledWith(
      'If an account exists, you will receive reset instructions shortly.',
    );
    expect(screen.getByRole('link', { name: 'Return to login' }).getAttribute('href')).toBe('/login');
  });

  it('says so when rate limited', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/request-password-reset': apiError(429, 'rate_limited'),
    });
    renderForgot();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset instructions' }));
    expect(await screen.findByText('Too many reset attempts. Please try again later.')).toBeTruthy();
  });
});
