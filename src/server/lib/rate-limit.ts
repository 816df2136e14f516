import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { boundedMemo } from './bounded-memo';

/** `points` per `seconds`; past them the key is refused for `blockSeconds` when set, else until the window ends. */
export type LimitRule = { points: number; seconds: number; blockSeconds?: number };

export type Limiter = RateLimiterAbstract;

export type LimitCheck = { limiter: Limiter; key: string; points?: number };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One rate-limiter-flexible limiter per rule: in Redis when there is one, so every instance shares the count,
 * otherwise in this process's memory. While Redis is not connected its insurance limiter in memory answers at
 * once (`rejectIfRedisNotReady`), and a command that fails or times out falls back to it too
 * (docs/decisions/031). `onFallback` hears of each operation the insurance limiter answered (the metrics count them).
 * Keys (email addresses, client addresses) are stored as their HMAC under `keySecret`, never as themselves
 * (docs/decisions/046): `limit:<rule>:<hash>`.
 */
export function createLimiters<const Rules extends Record<string, LimitRule>>(
  rules: Rules,
  redis: Redis | null,
  onFallback?: (name: string) => void,
  keySecret = '',
): { [Name in keyof Rules]: Limiter } {
  const hash = keyHasher(keySecret);
  const entries = Object.entries(rules).map(([name, rule]) => {
    const options = {
      keyPrefix: `limit:${name}`,
      points: rule.points,
      duration: rule.seconds,
      blockDuration: rule.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory(options);
    if (redis && onFallback) reportCalls(memory, () => onFallback(name));
    const limiter = redis
      ? new RateLimiterRedisPeekingByGet({
          ...options,
          storeClient: redis,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
        })
      : memory;
    hashKeys(limiter, hash);
    return [name, limiter];
  });
  return Object.fromEntries(entries) as { [Name in keyof Rules]: Limiter };
}

/** The command `consumeUnlessPeekRefused` sends (EVALSHA of `guardedConsumeScript`, defined once per client). */
const guardedConsumeCommand = 'tesseraConsumeUnlessPeekRefused';

type GuardedConsumeClient = Record<
  typeof guardedConsumeCommand,
  (...args: (string | number)[]) => Promise<[number, string | number, number]>
>;

/**
 * KEYS[1] the guard's key, KEYS[2] the counted key; ARGV: points to count, the window in seconds, the guard's
 * points. A guard whose stored points reach its points refuses: `{0, points, its PTTL}`, nothing counted.
 * Otherwise the count is rate-limiter-flexible 11.4.0's own script (`incrTtlLuaScript`): `{1, consumed, PTTL}`.
 */
const guardedConsumeScript = `
local guard = redis.call('get', KEYS[1])
if guard and tonumber(guard) >= tonumber(ARGV[3]) then
  return {0, guard, redis.call('pttl', KEYS[1])}
end
redis.call('set', KEYS[2], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[2], ARGV[1])
local ttl = redis.call('pttl', KEYS[2])
if ttl == -1 then
  redis.call('expire', KEYS[2], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {1, consumed, ttl}
`;

/**
 * rate-limiter-flexible's Redis limiter, whose `get` (the peeks of `peekLimit`) sends one plain GET, adding a PTTL
 * only for a key that has used up its points: the library sends a transaction of four commands (MULTI, GET, PTTL,
 * EXEC) on every peek, and the prediction API peeks on every call (docs/decisions/076). So a peek's
 * `msBeforeNext` is -1 for a key still under its points; only a refusal needs the wait. The insurance limiter,
 * `rejectIfRedisNotReady` and the hashed keys work as before: they wrap `get` around this `_get`.
 */
class RateLimiterRedisPeekingByGet extends RateLimiterRedis {
  readonly redis: Redis;
  /** The limiter in memory that answers while Redis fails (the library's `insuranceLimiter`, not in its types). */
  readonly insurance: Limiter;

  constructor(
    options: ConstructorParameters<typeof RateLimiterRedis>[0] & {
      storeClient: Redis;
      insuranceLimiter: Limiter;
    },
  ) {
    super(options);
    this.redis = options.storeClient;
    this.insurance = options.insuranceLimiter;
    if (!(guardedConsumeCommand in this.redis))
      this.redis.defineCommand(guardedConsumeCommand, { numberOfKeys: 2, lua: guardedConsumeScript });
  }

  /**
   * One point counted against `key` unless `guard`'s `guardKey` has used up its points, as its peek would see them
   * (then that peek's verdict, and nothing counted): the peek and the consume in one script, one round trip
   * (docs/decisions/079). The count goes through the library's own `_afterConsume` as `consume`'s does (blocks
   * included); while Redis is not ready or the script fails, each answer comes from its insurance limiter in memory,
   * as each operation alone would fall back. Keys are hashed already.
   */
  async consumeUnlessPeekRefused(
    key: string,
    guard: RateLimiterRedisPeekingByGet,
    guardKey: string,
  ): Promise<LimitVerdict> {
    const rlKey = this.getKey(key);
    let stored: [number, string | number, number];
    try {
      if (this.redis.status !== 'ready') throw new Error('Redis connection is not ready');
      stored = await (this.redis as unknown as GuardedConsumeClient)[guardedConsumeCommand](
        guard.getKey(guardKey),
        rlKey,
        1,
        Math.floor(this.duration),
        guard.points,
      );
    } catch {
      const peeked = await peekLimit(guard.insurance, guardKey);
      if (!peeked.allowed) return { allowed: false, retryAfterSeconds: peeked.retryAfterSeconds };
      return consumePoint(this.insurance, key);
    }
    const [counted, points, msLeft] = stored;
    if (counted === 0) return { allowed: false, retryAfterSeconds: waitOf(msLeft) };
    try {
      await new Promise((resolve, reject) =>
        // @ts-expect-error: the library's own step after a count (not in its types), as `consume` takes it.
        this._afterConsume(resolve, reject, rlKey, 1, [points, msLeft]),
      );
      return { allowed: true };
    } catch (error) {
      if (error instanceof RateLimiterRes)
        return { allowed: false, retryAfterSeconds: waitOf(error.msBeforeNext) };
      // Blocking the key failed in Redis: counted by the insurance limiter, as `consume` falls back.
      return consumePoint(this.insurance, key);
    }
  }

  /** The stored points and their time left, as the library's `_getRateLimiterRes` reads them; null if none. */
  async _get(rlKey: string): Promise<[string, number] | null> {
    // The library's own check (ioredis's status), so an instance whose Redis is down answers from memory at once.
    if (this.redis.status !== 'ready') throw new Error('Redis connection is not ready');
    const points = await this.redis.get(rlKey);
    if (points === null) return null;
    if (Number.parseInt(points, 10) < this.points) return [points, -1];
    return [points, await this.redis.pttl(rlKey)];
  }
}

/** The operations rate-limiter-flexible hands to an insurance limiter when its store fails. */
const insuredOperations = ['consume', 'penalty', 'reward', 'block', 'get', 'set', 'delete'] as const;

/** Calls `called` before each insured operation of `limiter` (only ever called as an insurance). */
function reportCalls(limiter: RateLimiterMemory, called: () => void) {
  for (const operation of insuredOperations) {
    const run = limiter[operation].bind(limiter) as (...args: unknown[]) => unknown;
    (limiter as unknown as Record<string, unknown>)[operation] = (...args: unknown[]) => {
      called();
      return run(...args);
    };
  }
}

/**
 * The keyed hash limiters store a key as. The keys the limiters see over a few minutes are few (callers'
 * addresses, API keys' ids) and each is hashed on every request: remembered, the HMAC is taken once per key, not
 * per request (docs/decisions/076). One memory for all of an app's limiters (they share the secret).
 */
function keyHasher(secret: string): (key: unknown) => string {
  const hash = boundedMemo(
    (text) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32),
    {
      entries: 4096,
      // An email address (at most 254 characters) with a client address beside it fits, so the memory holds ~4 MB
      // at most. Some keys carry what a caller sent before anything checked its length (a second-factor code as
      // typed, up to a request body's 256 KB): 4,096 of those remembered would hold a gigabyte.
      longestKey: 512,
    },
  );
  return (key) => hash(String(key));
}

/** Each limiter's key hasher (`hashKeys`), for operations that take two limiters' keys at once. */
const hashers = new WeakMap<Limiter, (key: unknown) => string>();

/** Makes each operation of `limiter` take its key's keyed hash instead of the key itself. */
function hashKeys(limiter: Limiter, hash: (key: unknown) => string) {
  hashers.set(limiter, hash);
  for (const operation of insuredOperations) {
    const run = limiter[operation].bind(limiter) as (key: unknown, ...args: unknown[]) => unknown;
    (limiter as unknown as Record<string, unknown>)[operation] = (key: unknown, ...args: unknown[]) =>
      run(hash(key), ...args);
  }
}

const waitOf = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** Counts one point against the key; refused once its points are used up. */
export async function consumePoint(limiter: Limiter, key: string, points = 1): Promise<LimitVerdict> {
  try {
    await limiter.consume(key, points);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: waitOf(error.msBeforeNext) };
    throw error;
  }
}

/** Counts one point like `consumePoint`, and says how many points the key has used with this one. */
export async function consumeCounted(
  limiter: Limiter,
  key: string,
): Promise<LimitVerdict & { used: number }> {
  try {
    const state = await limiter.consume(key, 1);
    return { allowed: true, used: state.consumedPoints };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: waitOf(error.msBeforeNext), used: error.consumedPoints };
    throw error;
  }
}

/** Gives back a point counted in advance that turned out not to be owed. */
export async function refundPoint(limiter: Limiter, key: string): Promise<void> {
  await limiter.reward(key, 1);
}

/** Whether the key has used up its points already, without counting anything. */
export async function peekLimit(limiter: Limiter, key: string): Promise<LimitVerdict & { used: number }> {
  const state = await limiter.get(key);
  if (!state) return { allowed: true, used: 0 };
  const used = state.consumedPoints;
  return used >= limiter.points
    ? { allowed: false, retryAfterSeconds: waitOf(state.msBeforeNext), used }
    : { allowed: true, used };
}

/** Counts one point without caring whether that used the last one: for counters read by `peekLimit`. */
export async function countPoint(limiter: Limiter, key: string): Promise<void> {
  await consumePoint(limiter, key);
}

/** Counts one point against every key, then answers with the longest wait among those refused. */
export async function consumeAll(checks: LimitCheck[]): Promise<LimitVerdict> {
  const verdicts = await Promise.all(
    checks.map(({ limiter, key, points }) => consumePoint(limiter, key, points)),
  );
  const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
  return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) };
}

/**
 * Counts one point against `counted`'s key unless `guard`'s key has used up its points (as `peekLimit` sees it):
 * then the guard's refusal is the answer and nothing is counted. The same answers as `peekLimit` and then
 * `consumePoint`; with both limiters in the same Redis, in one round trip instead of two (docs/decisions/079).
 */
export async function consumeUnlessPeekRefused(
  guard: LimitCheck,
  counted: LimitCheck,
): Promise<LimitVerdict> {
  const [guardHash, countedHash] = [hashers.get(guard.limiter), hashers.get(counted.limiter)];
  if (
    counted.limiter instanceof RateLimiterRedisPeekingByGet &&
    guard.limiter instanceof RateLimiterRedisPeekingByGet &&
    guard.limiter.redis === counted.limiter.redis &&
    guardHash &&
    countedHash &&
    counted.points === undefined
  ) {
    return counted.limiter.consumeUnlessPeekRefused(
      countedHash(counted.key),
      guard.limiter,
      guardHash(guard.key),
    );
  }
  const peeked = await peekLimit(guard.limiter, guard.key);
  if (!peeked.allowed) return { allowed: false, retryAfterSeconds: peeked.retryAfterSeconds };
  return consumePoint(counted.limiter, counted.key, counted.points);
}
