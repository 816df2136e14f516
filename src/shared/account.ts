import * as z from 'zod/mini';
import './zod-setup';
import { passwordSchema } from './auth-schemas';
import { accountMessages } from './i18n/messages/account';
import { passwordMaxLength } from './limits';
import { identityProofSchema } from './security';

/** The account permission toggles (docs/product.md#data), in the order the Accounts screen shows them. */
export const accountPermissionKeys = ['calendar', 'contacts', 'resources', 'email', 'emailSettings'] as const;
export type AccountPermissionKey = (typeof accountPermissionKeys)[number];
export type AccountPermissions = Record<AccountPermissionKey, boolean>;

/** SPEC's defaults; a user who never flipped a toggle has exactly these (a missing row means defaults). */
export const defaultAccountPermissions: AccountPermissions = {
  calendar: true,
  contacts: true,
  resources: false,
  email: true,
  emailSettings: true,
};

/** `PATCH /api/account/permissions`: any subset, each toggle saved as it is flipped. */
export const accountPermissionsUpdateSchema = z
  .strictObject({
    calendar: z.optional(z.boolean()),
    contacts: z.optional(z.boolean()),
    resources: z.optional(z.boolean()),
    email: z.optional(z.boolean()),
    emailSettings: z.optional(z.boolean()),
  })
  .check(
    z.refine((update) => Object.keys(update).length > 0, {
      error: () => accountMessages.errors.nothingToChange,
    }),
  );
export type AccountPermissionsUpdate = z.infer<typeof accountPermissionsUpdateSchema>;

const v = accountMessages.password;

/** The change-password form: the current password, then a new one by docs/product.md#rules, typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, { error: () => v.currentRequired }),
        z.maxLength(passwordMaxLength, { error: () => v.currentRequired }),
      ),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      error: () => v.mismatch,
      path: ['confirmPassword'],
    }),
  );
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Setting a first password (an account that signs in with Google only), confirmed by a code (the proof's fields). */
export const setPasswordSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string(), ...identityProofSchema.shape })
  .check(
    z.refine((values) => values.newPassword === values.confirmPassword, {
      error: () => v.mismatch,
      path: ['confirmPassword'],
    }),
  );
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;

/** How the user can sign in: `GET /api/account/sign-in-methods`. */
export type SignInMethods = {
  password: boolean;
  google: boolean;
  /** Whether this server offers Google at all. */
  googleAvailable: boolean;
  /** Linking Google to an unconfirmed address would hand the account to the address holder (docs/decisions/012). */
  emailVerified: boolean;
};

/**
 * One active session as `GET /api/account/sessions` lists it. `id` names the session for revoking it and is
 * not a credential (the token never leaves the cookie); `address` is the network, never the whole address.
 */
export type AccountSession = {
  id: string;
  browser: string | null;
  os: string | null;
  device: string | null;
  address: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
};
