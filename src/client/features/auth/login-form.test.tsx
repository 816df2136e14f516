import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from '@/client/app/routes/auth/login';
import { setPublicConfigForPrerender } from '@/client/lib/public-config';
import { aSession } from '@/client/test/factories';
import { defaultPublicConfig } from '@/shared/public-config';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderLogin = () =>
  renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      stubPage('/app', 'App'),
      stubPage('/settings/profile', 'Profile settings'),
    ],
    '/login',
  );

async function logIn(email = 'Ada@Example.com ', password = 'Secret123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const alertText = async (text: string) =>
  waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));

describe('LoginPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says "Invalid email or password" for bad credentials, inline and as a toast', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Nope'),
    });
    renderLogin();
    await logIn();
    await alertText('Invalid email or password');
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password');
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(1);
    expect(api.callsTo('POST /api/auth/sign-in/email')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
    });
  });

  it('tells a rate-limited user how long to wait', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': apiError(429, 'rate_limited', 'Slow down', { 'retry-after': '42' }),
    });
    renderLogin();
    await logIn();
    await alertText('Too many attempts. Please wait 42 seconds and try again.');
  });

  it('asks for email confirmation when the account is not verified yet', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': apiError(403, 'EMAIL_NOT_VERIFIED'),
    });
    renderLogin();
    await logIn();
    await alertText('Please confirm your email address first. Follow the link we emailed you, then log in.');
  });

  it('shows field errors without calling the server', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderLogin();
    await logIn('not-an-email', 'x');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/auth/sign-in/email')).toHaveLength(0);
  });

  it('goes back to the remembered page after a successful login, and forgets it', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/get-session': () => ({ body: signedIn ? aSession() : null }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { session: true, user: aSession().user } };
      },
    });
    sessionStorage.setItem('auth_redirect', '/settings/profile');
    const { location } = renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    expect(location()).toBe('/settings/profile');
    expect(sessionStorage.getItem('auth_redirect')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Successfully logged in');
  });

  it('goes to /app when no page was remembered', async () => {
    let signedIn = false;
    mockApi({
      'GET /api/auth/get-session': () => ({ body: signedIn ? aSession() : null }),
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { session: true, user: aSession().user } };
      },
    });
    renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'App' })).toBeTruthy();
  });

  it('warns when the session cannot be read back after signing in', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/email': { body: { session: true, user: aSession().user } },
    });
    const { location } = renderLogin();
    await logIn();
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Logged in but session creation failed'));
    expect(location()).toBe('/login');
  });

  it('disables the button while logging in', async () => {
    let answer: (reply: Response) => void = () => undefined;
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).includes('sign-in')
        ? new Promise((resolve) => (answer = resolve))
        : original(input, init),
    );
    renderLogin();
    await logIn();
    const button = await screen.findByRole('button', { name: 'Logging in…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(Response.json({ error: { code: 'x', message: 'x' } }, { status: 401 }));
    await alertText('Invalid email or password');
  });

  it('offers no Google sign-in, and says nothing about it, when the server has no Google client', () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderLogin();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/configured|this server/);
  });

  it('offers Google sign-in when the server has a Google client', () => {
    setPublicConfigForPrerender({ ...defaultPublicConfig, googleSignIn: true });
    try {
      mockApi({ 'GET /api/auth/get-session': { body: null } });
      renderLogin();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue with Google' }).disabled).toBe(
        false,
      );
    } finally {
      setPublicConfigForPrerender(defaultPublicConfig);
    }
  });

  it('names the show-password toggle by what it does', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderLogin();
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });
});
