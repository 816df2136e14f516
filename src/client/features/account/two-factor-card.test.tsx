import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { toast } from '@/client/test/sonner-mock';
import type { TwoFactorStatus } from '@/shared/security';
import { DeleteAccountCard } from './delete-account-card';
import { TwoFactorCard } from './two-factor-card';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));
// jsdom draws no QR codes; the key in text is what the test reads.
vi.mock('qrcode', () => ({ toDataURL: () => Promise.resolve('data:image/png;base64,AA==') }));

const status = (overrides: Partial<TwoFactorStatus> = {}): TwoFactorStatus => ({
  enabled: false,
  hasPassword: true,
  backupCodesLeft: 0,
  trustedDevices: 0,
  ...overrides,
});

const codes = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);

describe('TwoFactorCard', () => {
  beforeEach(() => vi.clearAllMocks());

  it('enrols: password, the key and a code, then the backup codes stay on screen', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/account/two-factor': [
        { body: { twoFactor: status() } },
        { body: { twoFactor: status({ enabled: true, backupCodesLeft: 10 }) } },
      ],
      'POST /api/account/two-factor/enrolment': [
        apiError(400, 'invalid_confirmation', 'That password is not correct. Try again.'),
        { body: { enrolment: { totpUri: 'otpauth://totp/Tessera:a?secret=ABC', secret: 'ABCDEF234567' } } },
      ],
      'POST /api/account/two-factor/confirmation': { body: { backupCodes: codes } },
    });
    renderRoutes([{ path: '/', Component: TwoFactorCard }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Wrong-Pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That password is not correct. Try again.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('ABCDEF234567')).toBeTruthy();
    expect(await within(dialog).findByRole('img', { name: /QR code/ })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Code from the app'), '123 456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Your backup codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // What the codes are is said once, not in the description and again above them.
    expect(within(dialog).getAllByText(/Each code signs you in once/)).toHaveLength(1);
    expect(api.callsTo('POST /api/account/two-factor/confirmation')[0]!.body).toEqual({ code: '123456' });
    // The status turns to on behind the dialog; the codes are still shown until the user is done.
    await waitFor(() => expect(screen.getByText('10 backup codes left.')).toBeTruthy());
    expect(screen.getByRole('list', { name: 'Your backup codes' })).toBeTruthy();
  });

  it('with an unconfirmed address, offers to resend the link instead of asking for the password', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession({ emailVerified: false }) },
      'GET /api/account/two-factor': { body: { twoFactor: status() } },
      'POST /api/auth/send-verification-email': { body: { status: true } },
    });
    renderRoutes([{ path: '/', Component: TwoFactorCard }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Unconfirmed')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'We sent a new confirmation link to ada@example.com. Check your inbox.',
      ),
    );
    expect(api.callsTo('POST /api/auth/send-verification-email')[0]!.body).toEqual({
      email: 'ada@example.com',
    });
  });

  it('asks an account without a password for an emailed code', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/account/two-factor': { body: { twoFactor: status({ hasPassword: false }) } },
      'POST /api/account/two-factor/email-code': { body: null },
    });
    renderRoutes([{ path: '/', Component: TwoFactorCard }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(api.callsTo('POST /api/account/two-factor/email-code')[0]!.body).toEqual({
      purpose: 'two-factor',
    });
    expect(within(dialog).getByLabelText('Code from the email')).toBeTruthy();
  });
});

describe('DeleteAccountCard', () => {
  it('explains why it cannot delete yet and links to the People page', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/account/two-factor': { body: { twoFactor: status() } },
      'GET /api/account/deletion': {
        body: { deletion: { blockers: [{ id: 'w1', name: 'Acme' }], deletedWithAccount: [] } },
      },
    });
    renderRoutes([{ path: '/', Component: DeleteAccountCard }], '/');
    expect(await screen.findByText(/You are the only Owner of Acme/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the People page' }).getAttribute('href')).toBe(
      '/settings/workspace/members',
    );
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});
