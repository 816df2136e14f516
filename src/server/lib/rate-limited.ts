import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError } from './api-error';
import { checkRateLimits, type RateLimitRule } from './rate-limit';

/** Counts this request against the rules; throws the 429 (with Retry-After) when one is exhausted. */
export async function enforceRateLimits(c: Context<AppEnv>, checks: { key: string; rule: RateLimitRule }[]) {
  const result = await checkRateLimits(c.var.deps.rateLimits, checks);
  if (!result.allowed) {
    c.header('retry-after', String(result.retryAfterSeconds));
    throw new ApiError(
      429,
      'rate_limited',
      `Too many attempts. Try again in ${result.retryAfterSeconds} seconds.`,
      {
        'retry-after': String(result.retryAfterSeconds),
      },
    );
  }
}
