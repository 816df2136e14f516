import { and, eq, gt } from 'drizzle-orm';
import { parse } from 'hono/utils/cookie';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema/index';

/**
 * The user a pending two-factor sign-in belongs to, from its cookie (`…two_factor=<identifier>.<signature>`)
 * and the challenge better-auth stored under that identifier; undefined when there is none. Used only to key
 * rate limits: better-auth itself checks the cookie's signature.
 */
export async function pendingSignInUser(
  db: Db,
  cookieHeader: string | undefined,
): Promise<string | undefined> {
  if (!cookieHeader) return undefined;
  const cookies = parse(cookieHeader);
  const signed = Object.entries(cookies).find(([name]) => name.endsWith('two_factor'))?.[1];
  const identifier = signed?.slice(0, signed.lastIndexOf('.'));
  if (!identifier?.startsWith('2fa-')) return undefined;
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId;
}
