import { apiRequest } from '@/client/lib/api-client';
import type { TwoFactorAnswer } from '@/shared/two-factor';

export type TwoFactorMethod = 'totp' | 'backup-code';

/** Answers the pending sign-in's challenge; on success the server sets the session cookie. */
export const verifyTwoFactor = (method: TwoFactorMethod, answer: TwoFactorAnswer) =>
  apiRequest<unknown>(
    method === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code',
    { method: 'POST', body: answer },
  );
