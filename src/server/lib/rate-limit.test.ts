import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  checkRateLimits,
  memoryRateLimitStore,
  redisRateLimitStore,
  type RateLimitStore,
} from './rate-limit';

const stores: [string, () => RateLimitStore][] = [['memory', () => memoryRateLimitStore()]];
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL, { lazyConnect: true }) : null;
if (redis) stores.push(['redis', () => redisRateLimitStore(redis)]);
afterAll(() => redis?.quit());

describe.each(stores)('rate limits [%s]', (_, makeStore) => {
  it('allows exactly max hits per window, then answers with the wait', async () => {
    const store = makeStore();
    const key = `test:${Math.random()}`;
    const rule = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await checkRateLimits(store, [{ key, rule }])).allowed).toBe(true);
    const blocked = await checkRateLimits(store, [{ key, rule }]);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('blocks when any one of several rules is exhausted', async () => {
    const store = makeStore();
    const ip = { key: `ip:${Math.random()}`, rule: { max: 10, windowSeconds: 60 } };
    const account = { key: `account:${Math.random()}`, rule: { max: 1, windowSeconds: 60 } };
    expect((await checkRateLimits(store, [ip, account])).allowed).toBe(true);
    expect((await checkRateLimits(store, [ip, account])).allowed).toBe(false);
  });
});

describe('memory rate limits', () => {
  it('starts a new window once the old one has passed', async () => {
    let time = 0;
    const store = memoryRateLimitStore(() => time);
    const check = () => checkRateLimits(store, [{ key: 'k', rule: { max: 1, windowSeconds: 10 } }]);
    expect((await check()).allowed).toBe(true);
    expect(await check()).toEqual({ allowed: false, retryAfterSeconds: 10 });
    time = 10_000;
    expect((await check()).allowed).toBe(true);
  });
});
