import type { RateLimitRule } from '../lib/rate-limit';

const minute = 60;

/** DESIGN §4: limits on sign-in, sign-up, reset and invitations, by client address and by account. */
export const authLimits = {
  signIn: {
    perAddress: { max: 20, windowSeconds: 5 * minute },
    perAccount: { max: 5, windowSeconds: 5 * minute },
  },
  signUp: { perAddress: { max: 10, windowSeconds: 60 * minute } },
  resetRequest: {
    perAddress: { max: 10, windowSeconds: 15 * minute },
    perAccount: { max: 3, windowSeconds: 15 * minute },
  },
  resetPassword: { perAddress: { max: 10, windowSeconds: 15 * minute } },
  invitations: { perAccount: { max: 30, windowSeconds: 60 * minute } },
} satisfies Record<string, Record<string, RateLimitRule>>;
