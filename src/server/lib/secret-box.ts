import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets Tessera must read back (a webhook's signing secret, a source's password) sealed at rest with AES-256-GCM
 * under a key derived from AUTH_SECRET by HKDF-SHA256 (docs/decisions/049-data-streams.md). A sealed value names
 * its key (`v1.<key id>.<iv>.<tag>.<ciphertext>`, base64url): after AUTH_SECRET changes, values sealed under the
 * previous one still open while it is given as `previous`, and are sealed again under the new one when rewritten.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** The plain text, or undefined when the value was sealed under another key or was tampered with. */
  open(sealed: string): string | undefined;
};

const info = 'tessera/data-streams/secret-box/v1';

/** GCM's full tag: a shorter one would be accepted by `setAuthTag` and make forging far easier, so none is. */
const tagBytes = 16;

type Key = { id: string; bytes: Buffer };

function deriveKey(authSecret: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', authSecret, 'tessera-secret-box', info, 32));
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

export function createSecretBox(authSecret: string, previous: readonly string[] = []): SecretBox {
  const current = deriveKey(authSecret);
  const keys = [current, ...previous.filter(Boolean).map(deriveKey)];
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.bytes, iv, { authTagLength: tagBytes });
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return ['v1', current.id, ...parts].join('.');
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = keys.find((each) => each.id === id);
      if (version !== 'v1' || !key || iv === undefined || tag === undefined || data === undefined)
        return undefined;
      try {
        const authTag = Buffer.from(tag, 'base64url');
        if (authTag.length !== tagBytes) return undefined;
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'), {
          authTagLength: tagBytes,
        });
        decipher.setAuthTag(authTag);
        const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
        return plain.toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
