import type { Redis } from 'ioredis';
import { createLimiters, type LimitRule } from './rate-limit';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * Every rate limit in one place (docs/decisions/013-brute-force-protection.md explains the numbers). Keys are
 * a client address bucket (IPv6 by /64), an account (its email, or user id behind a session), or both.
 */
export const limitRules = {
  // Sign-in: every attempt per address; then failures only, so a stranger cannot lock an owner out.
  signInAttemptsByAddress: { points: 30, seconds: 5 * minute },
  signInFailuresByAddress: { points: 100, seconds: day, blockSeconds: day },
  signInFailuresByAccountAndAddress: { points: 5, seconds: 15 * minute, blockSeconds: 15 * minute },
  signInFailuresByAccount: { points: 50, seconds: hour },
  signUpByAddress: { points: 10, seconds: hour },
  // Reset requests past the per-account limit are answered like any other and send nothing.
  resetRequestsByAddress: { points: 10, seconds: 15 * minute },
  resetRequestsByAccount: { points: 3, seconds: 15 * minute },
  // Emailed tokens (reset and confirmation links) and the confirmation emails themselves.
  emailTokensByAddress: { points: 20, seconds: 15 * minute },
  confirmationEmailsByAccount: { points: 3, seconds: 15 * minute },
  // Passwords and codes checked behind a session or a pending two-factor sign-in.
  secretChecksByAccount: { points: 10, seconds: 15 * minute },
  secretChecksByAddress: { points: 30, seconds: 15 * minute },
  invitationsByAccount: { points: 30, seconds: hour },
  feedbackByAddress: { points: 10, seconds: hour },
  feedbackByAccount: { points: 30, seconds: day },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;
export type Limiters = ReturnType<typeof createAppLimiters>;

export const createAppLimiters = (redis: Redis | null) => createLimiters(limitRules, redis);
