import { eq } from 'drizzle-orm';
import { paths } from '../../shared/paths';
import type { AppDeps } from '../app-env';
import { users } from '../db/schema/index';
import { consumePoint } from '../lib/rate-limit';
import { enqueueMail } from '../mail/outbox';
import { friendInvitationMail } from '../mail/templates/friend-invitation';

/**
 * Emails an invitation to sign up, through the outbox. The caller always gets the same answer: an address that
 * already has an account, or was invited in the last week by anyone, gets nothing, so the answer tells nothing
 * about who uses Tessera (docs/decisions/014-no-account-enumeration.md).
 */
export async function inviteFriend(
  deps: Pick<AppDeps, 'database' | 'env' | 'limiters' | 'mailWorker'>,
  inviter: { name: string },
  email: string,
): Promise<void> {
  const { db } = deps.database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const recipient = await consumePoint(deps.limiters.friendInvitationsByRecipient, email);
  if (existing || !recipient.allowed) return;
  const url = `${deps.env.APP_URL}${paths.auth.signup}`;
  await enqueueMail(db, {
    to: email,
    kind: 'friend-invitation',
    ...friendInvitationMail({ inviterName: inviter.name, url }),
  });
  deps.mailWorker.poke();
}
