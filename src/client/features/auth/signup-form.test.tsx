import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/client/lib/toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SignupPage from '@/client/app/routes/auth/signup';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import { fullNameMaxLength } from '@/shared/limits';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderSignup = () =>
  renderRoutes(
    [
      { path: '/signup', Component: SignupPage },
      stubPage('/onboarding', 'Onboarding'),
      stubPage('/login', 'Log in'),
    ],
    '/signup',
  );

async function signUp() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  const role = screen.getByRole('combobox', { name: 'Role' });
  await user.click(role);
  await user.click(screen.getByRole('option', { name: 'Data Analyst' }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('SignupPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('with an immediate session, flags onboarding and goes there', async () => {
    let signedUp = false;
    const api = mockApi({
      'GET /api/auth/get-session': () => ({ body: signedUp ? aSession() : null }),
      'POST /api/auth/sign-up/email': () => {
        signedUp = true;
        return { body: { session: true, user: aSession().user } };
      },
    });
    const { location } = renderSignup();
    await signUp();
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(sessionStorage.getItem('needsOnboarding')).toBe('true');
    expect(api.callsTo('POST /api/auth/sign-up/email')[0]!.body).toEqual({
      email: 'ada@example.com',
      password: 'Secret123',
      name: 'Ada Lovelace',
      professionalRole: 'data_analyst',
    });
  });

  it('with an immediate session, says where the confirmation link went', async () => {
    let signedUp = false;
    mockApi({
      'GET /api/auth/get-session': () => ({ body: signedUp ? aSession({ emailVerified: false }) : null }),
      'POST /api/auth/sign-up/email': () => {
        signedUp = true;
        return { body: { session: true, user: aSession().user } };
      },
    });
    const { location } = renderSignup();
    await signUp();
    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(toast.info).toHaveBeenCalledWith(
      'Welcome! Check your inbox: we sent a link to confirm ada@example.com.',
    );
  });

  it('with email confirmation on, says to check the inbox and starts no session', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-up/email': { body: { session: false, user: aSession().user } },
    });
    const { location } = renderSignup();
    await signUp();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/We sent a confirmation link to ada@example\.com/)).toBeTruthy();
    expect(location()).toBe('/signup');
    expect(sessionStorage.getItem('needsOnboarding')).toBeNull();
  });

  it('offers to log in when the account exists', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-up/email': apiError(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'),
    });
    renderSignup();
    await signUp();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'An account with this email already exists. Log in instead.',
      ),
    );
    expect(toast.error).toHaveBeenCalledWith('An account with this email already exists. Log in instead.');
    expect(
      screen.getAllByRole('link', { name: 'Log in' }).some((link) => link.closest('[role="alert"]')),
    ).toBe(true);
  });

  it('takes no longer a full name than the shared schema allows', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderSignup();
    const user = userEvent.setup();
    const fullName = await screen.findByLabelText<HTMLInputElement>('Full name');
    await user.click(fullName);
    await user.paste('a'.repeat(fullNameMaxLength + 10));
    expect(fullName.value).toHaveLength(fullNameMaxLength);
  });

  it('shows each field’s error under it', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    renderSignup();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Please select a role')).toBeTruthy();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role.getAttribute('aria-invalid')).toBe('true');
    expect(role.getAttribute('aria-describedby')).toContain(screen.getByText('Please select a role').id);
  });
});
