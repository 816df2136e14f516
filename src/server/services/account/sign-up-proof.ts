import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { parse, serialize } from 'hono/utils/cookie';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema/index';

/**
 * Marks the browser that signed up (or asked for a confirmation email while signed in), so that a confirmation
 * link opened in that same browser keeps the password chosen there (docs/decisions/012-account-ownership.md).
 * The cookie is Lax: the link is a top-level navigation from a mail client, which Strict cookies miss.
 */
export const signUpProofCookie = {
  name: 'tessera.sign-up-proof',
  path: '/api/auth/verify-email',
  maxAgeSeconds: 24 * 60 * 60,
};

const identifierOf = (nonce: string) =>
  `sign-up-proof:${createHash('sha256').update(nonce).digest('base64url')}`;

/** Stores a new proof for the user; answers the Set-Cookie header value that carries it. */
export async function issueSignUpProof(db: Db, userId: string, secure: boolean): Promise<string> {
  const nonce = randomBytes(32).toString('base64url');
  const { name, path, maxAgeSeconds } = signUpProofCookie;
  await db.insert(verifications).values({
    id: randomBytes(16).toString('hex'),
    identifier: identifierOf(nonce),
    value: userId,
    expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
  });
  return serialize(name, nonce, { path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'Lax', secure });
}

/** Whether this request comes from a browser holding a live proof for the user. */
export async function hasSignUpProof(db: Db, userId: string, cookieHeader: string | null): Promise<boolean> {
  const nonce = cookieHeader
    ? parse(cookieHeader, signUpProofCookie.name)[signUpProofCookie.name]
    : undefined;
  if (!nonce) return false;
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(nonce)),
        eq(verifications.value, userId),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row !== undefined;
}
