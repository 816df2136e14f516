import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeAll,
  consumePoint,
  consumeUnlessPeekRefused,
  countPoint,
  createLimiters,
  peekLimit,
} from './rate-limit';

const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true }) : null;
// Connected before the tests: a limiter answers from memory while its Redis is not ready.
beforeAll(() => redis?.connect());
afterAll(() => redis?.quit());

const stores: [string, Redis | null][] = [['memory', null]];
if (redis) stores.push(['redis', redis]);

const key = () => `test-${Math.random()}`;

describe.each(stores)('rate limits [%s]', (_, store) => {
  const limiters = () =>
    createLimiters(
      {
        three: { points: 3, seconds: 60 },
        one: { points: 1, seconds: 60 },
        blocking: { points: 2, seconds: 1, blockSeconds: 120 },
      },
      store,
    );

  it('allows exactly the points per window, then answers with the wait', async () => {
    const { three } = limiters();
    const k = key();
    for (let i = 0; i < 3; i++) expect(await consumePoint(three, k)).toEqual({ allowed: true });
    const refused = await consumePoint(three, k);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('refuses when any one of several limits is used up, with the longest wait', async () => {
    const { three, one } = limiters();
    const checks = [
      { limiter: three, key: key() },
      { limiter: one, key: key() },
    ];
    expect(await consumeAll(checks)).toEqual({ allowed: true });
    expect((await consumeAll(checks)).allowed).toBe(false);
  });

  it('counts several points at once', async () => {
    const { three } = limiters();
    const k = key();
    expect((await consumeAll([{ limiter: three, key: k, points: 4 }])).allowed).toBe(false);
  });

  it('peeks without counting, and blocks for the block duration once used up', async () => {
    const { blocking } = limiters();
    const k = key();
    expect(await peekLimit(blocking, k)).toEqual({ allowed: true, used: 0 });
    await countPoint(blocking, k);
    expect(await peekLimit(blocking, k)).toEqual({ allowed: true, used: 1 });
    await countPoint(blocking, k);
    await countPoint(blocking, k);
    const peeked = await peekLimit(blocking, k);
    expect(peeked.allowed).toBe(false);
    // Blocked for two minutes although the window itself was one second.
    if (!peeked.allowed) expect(peeked.retryAfterSeconds).toBeGreaterThan(60);
  });

  it('counts a point unless the guard is used up, answering as a peek and then a consume would', async () => {
    const { three, blocking } = limiters();
    const [guard, counted] = [
      { limiter: blocking, key: key() },
      { limiter: three, key: key() },
    ];
    for (let i = 0; i < 3; i++)
      expect(await consumeUnlessPeekRefused(guard, counted)).toEqual({ allowed: true });
    expect(await peekLimit(three, counted.key)).toEqual({ allowed: false, retryAfterSeconds: 60, used: 3 });
    // The counted key's own limit: refused with its wait, as consumePoint refuses.
    const overLimit = await consumeUnlessPeekRefused(guard, counted);
    expect(overLimit.allowed).toBe(false);
    if (!overLimit.allowed) expect(overLimit.retryAfterSeconds).toBeLessThanOrEqual(60);
    // A used-up guard (blocked for two minutes): its refusal, and nothing counted against another key.
    for (let i = 0; i < 3; i++) await countPoint(blocking, guard.key);
    const other = { limiter: three, key: key() };
    const guarded = await consumeUnlessPeekRefused(guard, other);
    expect(guarded.allowed).toBe(false);
    if (!guarded.allowed) expect(guarded.retryAfterSeconds).toBeGreaterThan(60);
    expect(await peekLimit(three, other.key)).toEqual({ allowed: true, used: 0 });
  });
});

describe('rate limits shared through Redis', () => {
  it.runIf(redis)('hold across two instances’ limiters on the same Redis', async () => {
    const rules = { two: { points: 2, seconds: 60 } };
    const first = createLimiters(rules, redis);
    const second = createLimiters(rules, redis);
    const k = key();
    expect((await consumePoint(first.two, k)).allowed).toBe(true);
    expect((await consumePoint(second.two, k)).allowed).toBe(true);
    expect((await consumePoint(first.two, k)).allowed).toBe(false);
  });
});

describe('a guarded consume while Redis is not ready', () => {
  it('answers from the insurance limiters in memory, as a peek and then a consume would', async () => {
    // Never connected: its status is not `ready`, so every operation falls back at once.
    const down = new Redis({ port: 1, lazyConnect: true });
    const fellBack = new Set<string>();
    const { guard: guardLimiter, counted: countedLimiter } = createLimiters(
      { guard: { points: 1, seconds: 60 }, counted: { points: 1, seconds: 60 } },
      down,
      (name) => fellBack.add(name),
    );
    const guard = { limiter: guardLimiter, key: key() };
    expect(await consumeUnlessPeekRefused(guard, { limiter: countedLimiter, key: 'k1' })).toEqual({
      allowed: true,
    });
    expect((await consumeUnlessPeekRefused(guard, { limiter: countedLimiter, key: 'k1' })).allowed).toBe(
      false,
    );
    await countPoint(guardLimiter, guard.key);
    expect((await consumeUnlessPeekRefused(guard, { limiter: countedLimiter, key: 'k2' })).allowed).toBe(
      false,
    );
    expect(await peekLimit(countedLimiter, 'k2')).toEqual({ allowed: true, used: 0 });
    expect([...fellBack].sort()).toEqual(['counted', 'guard']);
    down.disconnect();
  });
});

describe('rate-limit keys in Redis', () => {
  it.runIf(redis)('hold a keyed hash of the address, never the address itself', async () => {
    const address = `someone-${Math.random()}@example.com`;
    const rule = `hashed${Math.random().toString(36).slice(2)}`;
    /** One point for the address on a new instance's limiter whose keys are hashed under `secret`. */
    const consumeUnder = async (secret: string) =>
      (
        await consumePoint(
          createLimiters({ [rule]: { points: 1, seconds: 60 } }, redis, undefined, secret)[rule]!,
          address,
        )
      ).allowed;
    expect(await consumeUnder('secret-1')).toBe(true);
    const keys = await redis!.keys(`limit:${rule}:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('someone');
    // The same address on another instance (same secret) is the same key; under another secret it is not.
    expect(await consumeUnder('secret-1')).toBe(false);
    expect(await consumeUnder('secret-2')).toBe(true);
    await redis!.del(...(await redis!.keys(`limit:${rule}:*`)));
  });
});

describe('a peek at a limit in Redis', () => {
  /**
   * The commands naming keys of rules whose names start with `rule` that Redis received while `run` ran (seen
   * through MONITOR), each sent by a client; commands a script ran inside Redis are left out (their source is `lua`).
   */
  async function commandsOf(rule: string, run: () => Promise<unknown>): Promise<string[]> {
    const monitor = await redis!.monitor();
    const seen: string[] = [];
    const done = `done-${rule}`;
    const finished = new Promise<void>((resolve) =>
      monitor.on('monitor', (_time: string, args: string[], source: string) => {
        if (args[1] === done) resolve();
        else if (source !== 'lua' && args.some((arg) => arg.startsWith(`limit:${rule}`)))
          seen.push(args[0]!.toLowerCase());
      }),
    );
    await run();
    // Redis runs one connection's commands in order: once this one is seen, every earlier one has been.
    await redis!.echo(done);
    await finished;
    await monitor.disconnect();
    return seen;
  }

  it.runIf(redis)('sends one GET under the limit, and a PTTL beside it only when refusing', async () => {
    const rule = `peek${Math.random().toString(36).slice(2)}`;
    const limiter = createLimiters({ [rule]: { points: 1, seconds: 60 } }, redis)[rule]!;
    const k = key();
    await countPoint(limiter, k);
    // Under the limit (nothing stored yet for another key): one GET, no transaction, no PTTL.
    expect(await commandsOf(rule, () => peekLimit(limiter, key()))).toEqual(['get']);
    const refused = await commandsOf(rule, async () => {
      const peeked = await peekLimit(limiter, k);
      expect(peeked.allowed).toBe(false);
      if (!peeked.allowed) expect(peeked.retryAfterSeconds).toBeGreaterThan(0);
    });
    expect(refused).toEqual(['get', 'pttl']);
    await redis!.del(...(await redis!.keys(`limit:${rule}:*`)));
  });

  it.runIf(redis)('sends one command for a guarded consume, counted or refused by either limit', async () => {
    const rule = `guarded${Math.random().toString(36).slice(2)}`;
    const { [`${rule}a`]: guardLimiter, [`${rule}b`]: countedLimiter } = createLimiters(
      { [`${rule}a`]: { points: 1, seconds: 60 }, [`${rule}b`]: { points: 1, seconds: 60 } },
      redis,
    );
    const guard = { limiter: guardLimiter!, key: key() };
    const counted = { limiter: countedLimiter!, key: key() };
    // The script is loaded into Redis once (a first EVALSHA may be answered NOSCRIPT and followed by EVAL).
    await consumeUnlessPeekRefused({ ...guard, key: key() }, { ...counted, key: key() });
    const sent = (expected: boolean) =>
      commandsOf(rule, async () =>
        expect((await consumeUnlessPeekRefused(guard, counted)).allowed).toBe(expected),
      );
    expect(await sent(true)).toEqual(['evalsha']);
    expect(await sent(false)).toEqual(['evalsha']);
    await countPoint(guardLimiter!, guard.key);
    expect(await sent(false)).toEqual(['evalsha']);
    await redis!.del(...(await redis!.keys(`limit:${rule}*`)));
  });
});
