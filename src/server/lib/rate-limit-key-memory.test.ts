import type * as nodeCrypto from 'node:crypto';
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { consumePoint, createLimiters } from './rate-limit';

// createHmac counted, not replaced: how often a key is hashed tells whether its hash was remembered.
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof nodeCrypto>();
  return {
    ...crypto,
    createHmac: vi.fn(crypto.createHmac),
  };
});

const hashesTaken = () => vi.mocked(createHmac).mock.calls.length;

describe('the memory of hashed rate-limit keys', () => {
  beforeEach(() => {
    vi.mocked(createHmac).mockClear();
  });

  it('hashes an ordinary key once, however often it is counted', async () => {
    const { five } = createLimiters({ five: { points: 5, seconds: 60 } }, null);
    const key = `someone@example.com|203.0.113.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 3; i++) await consumePoint(five, key);
    expect(hashesTaken()).toBe(1);
  });

  it('never holds a key longer than any it needs (a code as sent, up to a body), yet counts it all the same', async () => {
    const { two } = createLimiters({ two: { points: 2, seconds: 60 } }, null);
    const key = `user-id:${'9'.repeat(200_000)}`;
    expect(await consumePoint(two, key)).toEqual({ allowed: true });
    expect(await consumePoint(two, key)).toEqual({ allowed: true });
    expect((await consumePoint(two, key)).allowed).toBe(false);
    expect(hashesTaken()).toBe(3);
  });
});
