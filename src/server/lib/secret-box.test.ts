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

  it('refuses a value whose tag is not the full 16 bytes, even when the shorter tag is right', async () => {
    const { createCipheriv, createHash, hkdfSync } = await import('node:crypto');
    const box = createSecretBox('auth-secret-one-0123456789abcdef');
    const sealed = box.seal(secret);
    const [version, id, iv, tag, data] = sealed.split('.');
    // The 4-byte truncation of the genuine tag, which GCM would accept without a pinned length.
    const short = Buffer.from(tag!, 'base64url').subarray(0, 4).toString('base64url');
    expect(box.open([version, id, iv, short, data].join('.'))).toBeUndefined();
    // A value sealed with a genuinely short (4-byte) tag under the right key is refused too.
    const key = Buffer.from(
      hkdfSync(
        'sha256',
        'auth-secret-one-0123456789abcdef',
        'tessera-secret-box',
        'tessera/data-streams/secret-box/v1',
        32,
      ),
    );
    expect(createHash('sha256').update(key).digest('base64url').slice(0, 8)).toBe(id);
    const nonce = Buffer.alloc(12, 7);
    const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: 4 });
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const forged = ['v1', id, nonce, cipher.getAuthTag(), body]
      .map((part) => (typeof part === 'string' ? part : part!.toString('base64url')))
      .join('.');
    expect(box.open(forged)).toBeUndefined();
  });
});
