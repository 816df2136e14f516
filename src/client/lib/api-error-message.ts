import { commonMessages } from '@/shared/i18n/messages/common';
import { ApiRequestError } from './api-client';

const e = commonMessages.errors;

/** A 429 in the user's language, with the wait the server asked for when it gave one. */
export const rateLimitMessage = (error: ApiRequestError) =>
  error.retryAfterSeconds ? e.tooManyAttempts(error.retryAfterSeconds) : e.tooManyAttemptsLater;

/**
 * What to tell the user about a failed request: a rate limit from the catalogue, else the server's own message
 * for a request it turned down (4xx, in the language the request asked for); otherwise the fallback, since a 5xx
 * or a network fault says nothing the user can act on.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || error.status >= 500) return fallback;
  if (error.status === 429) return rateLimitMessage(error);
  return error.message || fallback;
}

/** The status of a failed API request, or undefined when the request never got an answer. */
export const errorStatus = (error: unknown) => (error instanceof ApiRequestError ? error.status : undefined);
