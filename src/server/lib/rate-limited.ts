import { commonMessages } from '../../shared/i18n/messages/common';
import { ApiError } from './api-error';
import { consumeAll, type LimitCheck, type LimitVerdict } from './rate-limit';

/** The 429 a refused request gets, with its Retry-After, in the language the request asked for. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'rate_limited', commonMessages.errors.tooManyAttempts(retryAfterSeconds), {
    'retry-after': String(retryAfterSeconds),
  });
}

export function assertAllowed(verdict: LimitVerdict): void {
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds);
}

/** Counts this request against every limit; throws the 429 when one is used up. */
export async function enforceRateLimits(checks: LimitCheck[]): Promise<void> {
  assertAllowed(await consumeAll(checks));
}
