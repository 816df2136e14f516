import type { Redis } from 'ioredis';

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts hits per key in fixed windows; shared through Redis when there is one. */
export type RateLimitStore = {
  hit: (key: string, windowSeconds: number) => Promise<{ count: number; resetInMs: number }>;
};

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    async hit(key, windowSeconds) {
      const time = now();
      if (time - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        lastSweep = time;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
  };
}

export function redisRateLimitStore(redis: Redis): RateLimitStore {
  return {
    async hit(key, windowSeconds) {
      const results = await redis
        .multi()
        .incr(`ratelimit:${key}`)
        .pexpire(`ratelimit:${key}`, windowSeconds * 1000, 'NX')
        .pttl(`ratelimit:${key}`)
        .exec();
      if (!results) throw new Error('rate limit transaction was aborted');
      const [[incrError, count], , [ttlError, ttl]] = results as [
        [Error | null, number],
        unknown,
        [Error | null, number],
      ];
      if (incrError || ttlError) throw incrError ?? ttlError;
      return { count, resetInMs: Math.max(ttl, 0) };
    },
  };
}

/** Counts one hit against each rule and answers whether all still allow it. */
export async function checkRateLimits(
  store: RateLimitStore,
  checks: { key: string; rule: RateLimitRule }[],
): Promise<RateLimitResult> {
  let retryAfterSeconds = 0;
  for (const { key, rule } of checks) {
    const { count, resetInMs } = await store.hit(key, rule.windowSeconds);
    if (count > rule.max) retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil(resetInMs / 1000) || 1);
  }
  return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
}
