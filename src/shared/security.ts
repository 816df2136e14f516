import * as z from 'zod/mini';
import './zod-setup';
import { securityMessages } from './i18n/messages/security';
import { passwordSchema } from './auth-schemas';

const copy = securityMessages;

/** A password typed to confirm: never checked against the rules here, only bounded. */
const typedPassword = z.optional(z.string().check(z.maxLength(200)));

/** An authenticator code or a backup code, spaces ignored. */
const typedCode = z.optional(
  z.string().check(
    z.trim(),
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.maxLength(32, { error: () => copy.twoFactor.errors.wrongCode }),
  ),
);

const typedEmailCode = z.optional(z.string().check(z.trim(), z.maxLength(12)));

/**
 * Proof that the caller is the account's holder: the password, or with two-factor on a code, or for an account
 * with neither the code we emailed (docs/decisions/018).
 */
export const identityProofSchema = z.strictObject({
  password: typedPassword,
  code: typedCode,
  emailCode: typedEmailCode,
});
export type IdentityProof = z.infer<typeof identityProofSchema>;

/** `POST /api/account/sign-in-methods/password`: a password for an account that signs in with Google only. */
export const setPasswordRequestSchema = z.strictObject({
  newPassword: passwordSchema,
  proof: identityProofSchema,
});

/** `DELETE /api/account/sign-in-methods/google`: proof before the last other way in is checked. */
export const unlinkGoogleSchema = z.strictObject({ proof: identityProofSchema });

/** Which change an emailed code confirms. */
export const emailCodePurposes = ['two-factor', 'deletion', 'sign-in-method'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];
export const emailCodeRequestSchema = z.strictObject({ purpose: z.enum(emailCodePurposes) });

/** Finishing enrolment with the authenticator's current code. */
export const twoFactorConfirmSchema = z.strictObject({
  code: z.string().check(
    z.trim(),
    z.overwrite((code) => code.replace(/\s+/g, '')),
    z.regex(/^\d{6}$/, { error: () => copy.twoFactor.errors.codeFormat }),
  ),
});

/** Deleting the account: the email address typed out, and a password or code. */
export const accountDeletionSchema = z.strictObject({
  confirmEmail: z.string().check(z.trim(), z.maxLength(320)),
  password: typedPassword,
  code: typedCode,
  emailCode: typedEmailCode,
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** What the Accounts page shows of the caller's second factor. */
export type TwoFactorStatus = {
  enabled: boolean;
  /** Whether the account has a password (otherwise changes are confirmed by an emailed code or a 2FA code). */
  hasPassword: boolean;
  backupCodesLeft: number;
  trustedDevices: number;
};

/** Returned once, when enrolment starts: what an authenticator app needs. */
export type TwoFactorEnrolment = { totpUri: string; secret: string };

/** A workspace as the deletion card names it. */
export type WorkspaceName = { id: string; name: string };

/** What deleting the account would do now: refused while `blockers` is not empty. */
export type DeletionPreview = { blockers: WorkspaceName[]; deletedWithAccount: WorkspaceName[] };

export const backupCodeCount = 10;
export const emailCodeMinutes = 15;
