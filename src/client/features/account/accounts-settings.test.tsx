import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { defaultAccountPermissions, type AccountSession, type SignInMethods } from '@/shared/account';
import { AccountsSettings } from './accounts-settings';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const methods = (overrides: Partial<SignInMethods> = {}): SignInMethods => ({
  password: true,
  google: false,
  googleAvailable: true,
  emailVerified: true,
  ...overrides,
});

const session = (overrides: Partial<AccountSession>): AccountSession => ({
  id: 's1',
  browser: 'Firefox',
  os: 'Windows',
  device: null,
  address: '203.0.113.0/24',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  current: false,
  ...overrides,
});

const baseRoutes = (signInMethods = methods()) => ({
  'GET /api/auth/get-session': { body: aSession() },
  'GET /api/profile': { body: { profile: aProfile() } },
  'GET /api/account/permissions': { body: { permissions: defaultAccountPermissions } },
  'GET /api/account/sign-in-methods': { body: { methods: signInMethods } },
  'GET /api/account/sessions': {
    body: {
      sessions: [
        session({ id: 'other', browser: 'Mobile Safari', os: 'iOS', device: 'mobile' }),
        session({ id: 'mine', current: true }),
      ],
    },
  },
});

const renderAccounts = () =>
  renderRoutes([{ path: '/settings/accounts', Component: AccountsSettings }], '/settings/accounts');

describe('AccountsSettings', () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves a permission as it is flipped', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'PATCH /api/account/permissions': {
        body: { permissions: { ...defaultAccountPermissions, resources: true } },
      },
    });
    renderAccounts();
    const resources = await screen.findByRole('switch', { name: 'Resources' });
    expect(resources.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(resources);
    await waitFor(() => expect(api.callsTo('PATCH /api/account/permissions')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/account/permissions')[0]!.body).toEqual({ resources: true });
    expect(resources.getAttribute('aria-checked')).toBe('true');
  });

  it('marks an unconfirmed address and resends its link', async () => {
    const api = mockApi({
      ...baseRoutes(),
      'GET /api/auth/get-session': { body: aSession({ emailVerified: false }) },
      'POST /api/auth/send-verification-email': [
        { body: { status: true } },
        apiError(429, 'rate_limited', 'Too many requests. Try again in a few minutes.'),
      ],
    });
    renderAccounts();
    expect(await screen.findByText('Unconfirmed')).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend confirmation email' });
    await userEvent.click(resend);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'We sent a new confirmation link to ada@example.com. Check your inbox.',
      ),
    );
    await userEvent.click(resend);
    await waitFor(() =>
      // A rate limit is told from the catalogue, not in the words the server used.
      expect(toast.error).toHaveBeenCalledWith('Too many attempts. Please try again later.'),
    );
    expect(api.callsTo('POST /api/auth/send-verification-email')).toHaveLength(2);
  });

  it('shows no confirmation notice for a confirmed address', async () => {
    mockApi({ ...baseRoutes(), 'GET /api/auth/get-session': { body: aSession({ emailVerified: true }) } });
    renderAccounts();
    expect(await screen.findByRole('switch', { name: 'Calendar' })).toBeTruthy();
    expect(screen.queryByText('Unconfirmed')).toBeNull();
  });

  it('offers no Google row when the server has no Google client, unless Google is already linked', async () => {
    mockApi(baseRoutes(methods({ googleAvailable: false })));
    renderAccounts();
    expect(await screen.findByText('Password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link Google' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/this server/);
  });

  it('switches a toggle back and says so when its save fails', async () => {
    mockApi({ ...baseRoutes(), 'PATCH /api/account/permissions': apiError(500, 'internal_error') });
    renderAccounts();
    const calendar = await screen.findByRole('switch', { name: 'Calendar' });
    await userEvent.click(calendar);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save Calendar. It was switched back.'),
    );
    expect(calendar.getAttribute('aria-checked')).toBe('true');
  });

  it('never offers to remove the last sign-in method', async () => {
    mockApi(baseRoutes(methods({ password: false, google: true })));
    renderAccounts();
    const unlink = await screen.findByRole<HTMLButtonElement>('button', { name: 'Unlink Google' });
    expect(unlink.disabled).toBe(true);
    expect(screen.getByText(/only way to sign in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set a password' })).toBeTruthy();
  });

  it('asks a Google-only holder for an emailed code before adding a password', async () => {
    const api = mockApi({
      ...baseRoutes(methods({ password: false, google: true })),
      'GET /api/account/two-factor': {
        body: { twoFactor: { enabled: false, hasPassword: false, backupCodesLeft: 0, trustedDevices: 0 } },
      },
      'POST /api/account/two-factor/email-code': { status: 204 },
      'POST /api/account/sign-in-methods/password': {
        status: 201,
        body: { methods: methods({ google: true }) },
      },
    });
    renderAccounts();
    await userEvent.click(await screen.findByRole('button', { name: 'Set a password' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New password'), 'Sturdy-Pass1');
    await userEvent.type(within(dialog).getByLabelText('Confirm new password'), 'Sturdy-Pass1');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save password' });
    expect(save.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    expect(api.callsTo('POST /api/account/two-factor/email-code')[0]!.body).toEqual({
      purpose: 'sign-in-method',
    });
    await userEvent.type(await within(dialog).findByLabelText('Code from the email'), '123456');
    await userEvent.click(save);
    await waitFor(() => expect(api.callsTo('POST /api/account/sign-in-methods/password')).toHaveLength(1));
    expect(api.callsTo('POST /api/account/sign-in-methods/password')[0]!.body).toEqual({
      newPassword: 'Sturdy-Pass1',
      proof: { emailCode: '123456' },
    });
  });

  it('asks for the password before unlinking Google', async () => {
    const api = mockApi({
      ...baseRoutes(methods({ password: true, google: true })),
      'GET /api/account/two-factor': {
        body: { twoFactor: { enabled: false, hasPassword: true, backupCodesLeft: 0, trustedDevices: 0 } },
      },
      'DELETE /api/account/sign-in-methods/google': { body: { methods: methods() } },
    });
    renderAccounts();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Sturdy-Pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlink Google' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/account/sign-in-methods/google')).toHaveLength(1));
    expect(api.callsTo('DELETE /api/account/sign-in-methods/google')[0]!.body).toEqual({
      proof: { password: 'Sturdy-Pass1' },
    });
  });

  it('marks this device and revokes another session', async () => {
    const api = mockApi({ ...baseRoutes(), 'DELETE /api/account/sessions/other': { body: { revoked: 1 } } });
    renderAccounts();
    const mine = (await screen.findByText('This device')).closest('li')!;
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('Network 203.0.113.0/24')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke session: Mobile Safari on iOS' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Session revoked'));
    expect(api.callsTo('DELETE /api/account/sessions/other')).toHaveLength(1);
  });
});
