import { ApiRequestError, apiRequest } from '@/client/lib/api-client';
import { withRetries, type Wait } from '@/client/lib/with-retries';
import type { LoginInput } from '@/shared/auth-schemas';
import type { SessionUser } from './get-session';

/**
 * The session itself is only in the HttpOnly cookie; the body says whether one was made, or that the user has
 * two-factor on and the sign-in waits for a code.
 */
export type SignInResult = { session: boolean; user: SessionUser } | { twoFactorRedirect: true };

/** docs/product.md#constants: up to 2 retries after the first attempt, waiting 1 s then 2 s. */
export const signInRetryDelaysMs = [1000, 2000] as const;

const isServerFault = (error: unknown) => error instanceof ApiRequestError && error.status === 500;

/** Runs a sign-in attempt, retrying only a 500 answer (docs/product.md#behaviour, docs/product.md#constants); any other failure is thrown at once. */
export const retryOnServerFault = <T>(attempt: () => Promise<T>, wait?: Wait) =>
  withRetries(attempt, { delaysMs: signInRetryDelaysMs, shouldRetry: isServerFault, wait });

export const signIn = (input: LoginInput) =>
  apiRequest<SignInResult>('/api/auth/sign-in/email', { method: 'POST', body: input });

export const signInWithRetries = (input: LoginInput) => retryOnServerFault(() => signIn(input));
