import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

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
});
