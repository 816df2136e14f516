import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashConcurrency, passwordHashesRunning, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('Correct1horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: 'Correct1horse' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'correct1horse' })).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });

  it('leaves a core to the event loop: a burst of checks runs a bounded number at a time, and each gets its answer', async () => {
    const hash = await hashPassword('Correct1horse');
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, passwordHashesRunning())), 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        verifyPassword({ hash, password: i % 2 === 0 ? 'Correct1horse' : 'wrong' }).finally(
          () => (most = Math.max(most, passwordHashesRunning())),
        ),
      ),
    );
    clearInterval(watch);
    expect(answers).toEqual([true, false, true, false, true, false]);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(passwordHashConcurrency);
  });
});
