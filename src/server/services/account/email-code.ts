import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { emailCodeMinutes, type EmailCodePurpose } from '../../../shared/security';
import type { Db } from '../../db/client';
import { verifications } from '../../db/schema/index';
import { queueReaderMail } from '../../mail/reader-mail';
import { emailCodeMail } from '../../mail/templates/security-notice';
import { accountsUrl } from './security-mail';

type Holder = { id: string; email: string; name: string };

const identifierOf = (purpose: EmailCodePurpose, userId: string) => `email-code-${purpose}-${userId}`;
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * For an account without a password: a 6-digit code emailed to its proven address, so that a stolen session
 * alone cannot make the change (docs/decisions/018). One live code per user and purpose.
 */
export async function sendEmailCode(db: Db, user: Holder, purpose: EmailCodePurpose, appUrl: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const identifier = identifierOf(purpose, user.id);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier,
      value: hashCode(code),
      expiresAt: new Date(Date.now() + emailCodeMinutes * 60_000),
    });
    await queueReaderMail(tx, user.email, `email-code-${purpose}`, () =>
      emailCodeMail({ name: user.name, code, purpose, accountUrl: accountsUrl(appUrl) }),
    );
  });
}

/** Uses the emailed code up if it matches and has not expired; a wrong guess leaves it for the owner. */
export async function consumeEmailCode(db: Db, userId: string, purpose: EmailCodePurpose, code: string) {
  const [row] = await db
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(purpose, userId)),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  if (!row) return false;
  if (!timingSafeEqual(Buffer.from(row.value, 'hex'), Buffer.from(hashCode(code.trim()), 'hex')))
    return false;
  const used = await db
    .delete(verifications)
    .where(eq(verifications.id, row.id))
    .returning({ id: verifications.id });
  return used.length === 1;
}
