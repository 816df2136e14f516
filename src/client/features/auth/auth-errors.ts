import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage, rateLimitMessage } from '@/client/lib/api-error-message';
import { getPublicConfig } from '@/client/lib/public-config';
import { authMessages } from '@/shared/i18n/messages/auth';

const e = authMessages.errors;

/** docs/product.md#behaviour, docs/product.md#rules, docs/product.md#messages: what a failed sign-in tells the user (after the retries on a 500). */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return e.cannotConnect;
  // With confirmation on, an unconfirmed account answers like a wrong password (docs/decisions/014).
  if (error.status === 400 || error.status === 401)
    return getPublicConfig().emailConfirmation ? e.invalidCredentialsOrUnconfirmed : e.invalidCredentials;
  if (error.status === 429) return rateLimitMessage(error);
  if (error.status === 403 && error.code === 'EMAIL_NOT_VERIFIED') return e.emailNotVerified;
  return error.message || e.unexpected;
}

export type SignUpError = { message: string; accountExists?: boolean };

export function signUpErrorMessage(error: unknown): SignUpError {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return { message: e.unableToProcess };
  if (error.status === 422) return { message: e.accountExists, accountExists: true };
  if (error.status === 429) return { message: rateLimitMessage(error) };
  return { message: error.message || e.unexpected };
}

/** The reset request never says whether an account exists; only a rate limit is told apart. */
export const resetRequestErrorMessage = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 429 ? e.tooManyResetAttempts : e.unableToProcess;

export type ResetError = { message: string; expiredLink?: boolean };

export function resetPasswordErrorMessage(error: unknown): ResetError {
  if (error instanceof ApiRequestError && error.code === 'INVALID_TOKEN')
    return { message: e.invalidResetLink, expiredLink: true };
  if (error instanceof ApiRequestError && error.status === 429) return { message: e.tooManyResetAttempts };
  return { message: apiErrorMessage(error, e.resetFailed) };
}
