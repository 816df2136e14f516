import { ApiRequestError } from './api-client';

/**
 * The server's own message for a request it turned down (4xx); otherwise the fallback, since a 5xx or a
 * network fault says nothing the user can act on.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 && error.message ? error.message : fallback;
}

/** The status of a failed API request, or undefined when the request never got an answer. */
export const errorStatus = (error: unknown) => (error instanceof ApiRequestError ? error.status : undefined);
