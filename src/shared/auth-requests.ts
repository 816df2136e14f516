import * as z from 'zod/mini';
import './zod-setup';
import { emailSchema, passwordSchema } from './auth-schemas';
import { paths } from './paths';

/**
 * The bodies `/api/auth/*` takes beyond the sign-in and sign-up forms' own schemas (auth-schemas.ts): the route
 * checks them and the API description (src/server/openapi) shows them, one schema for both.
 */

/** Only the redirect flow with Google: a posted ID token would skip the second factor and the state check. */
export const socialSignInSchema = z.strictObject({
  provider: z.literal('google'),
  callbackURL: z.optional(z.literal(paths.auth.callback)),
  newUserCallbackURL: z.optional(z.literal(paths.auth.callback)),
  errorCallbackURL: z.optional(z.literal(paths.auth.callback)),
});

/** The link in a confirmation mail: better-auth would answer any other callback with a 500 or an open redirect. */
export const verifyEmailQuerySchema = z.object({ callbackURL: z.optional(z.literal(paths.auth.callback)) });

/** A new password with the token of a reset link. */
export const resetPasswordSchema = z.object({
  newPassword: passwordSchema,
  token: z.string().check(z.maxLength(200)),
});

/** A new password with the current one, signed in. */
export const changePasswordRequestSchema = z.object({
  newPassword: passwordSchema,
  currentPassword: z.string().check(z.maxLength(200)),
});

/** The one-address bodies: request a reset link, send the confirmation mail again. */
export const emailRequestSchema = z.object({ email: emailSchema });
