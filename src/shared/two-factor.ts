import * as z from 'zod/mini';
import './zod-setup';
import { authMessages } from './i18n/messages/auth';

const copy = authMessages.twoFactor;

/** The answer to a two-factor challenge: an authenticator code or a backup code, spaces ignored. */
export const twoFactorAnswerSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.minLength(1, { error: () => copy.codeRequired }),
    z.maxLength(32, { error: () => copy.invalidCode }),
  ),
  trustDevice: z.boolean(),
});
export type TwoFactorAnswer = z.infer<typeof twoFactorAnswerSchema>;
