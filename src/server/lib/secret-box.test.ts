import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const secret = 'whsec_0123456789abcdef';

  it('opens what it sealed, and never shows the secret in the sealed text', () => {
    const box = createSecretBox('auth-secret-one-0123456789abcdef');
    const sealed = box.seal(secret);
    expect(sealed).not.toContain(secret);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toBe(secret);
    // A fresh IV each time: the same secret never seals to the same text.
    expect(box.seal(secret)).not.toBe(sealed);
  });

  it('refuses another key, a tampered value and garbage', () => {
    const sealed = createSecretBox('auth-secret-one-0123456789abcdef').seal(secret);
    expect(createSecretBox('auth-secret-two-0123456789abcdef').open(sealed)).toBeUndefined();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[4]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[4] = data.toString('base64url');
    expect(createSecretBox('auth-secret-one-0123456789abcdef').open(parts.join('.'))).toBeUndefined();
    expect(createSecretBox('auth-secret-one-0123456789abcdef').open('nonsense')).toBeUndefined();
  });

  it('still opens values sealed under the previous AUTH_SECRET during a rotation', () => {
    const sealed = createSecretBox('old-auth-secret-0123456789abcdef').seal(secret);
    const rotated = createSecretBox('new-auth-secret-0123456789abcdef', ['old-auth-secret-0123456789abcdef']);
    expect(rotated.open(sealed)).toBe(secret);
    const resealed = rotated.seal(secret);
    expect(createSecretBox('new-auth-secret-0123456789abcdef').open(resealed)).toBe(secret);
  });
});
