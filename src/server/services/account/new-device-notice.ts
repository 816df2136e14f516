import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { paths } from '../../../shared/paths';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { queueReaderMail } from '../../mail/reader-mail';
import { newSignInMail } from '../../mail/templates/new-sign-in';
import { recordSignInDevice, signInDevice } from './known-devices';
import { accountsUrl } from './security-mail';

export type NewDeviceNoticeDeps = { db: Db; secret: string; appUrl: string; logger: Logger };

type NewSession = { userId: string; userAgent?: string | null; ipAddress?: string | null; createdAt: Date };

/**
 * Called for every new session: remembers its device and, when the account has signed in before but never from
 * this device, emails the owner through the outbox. A failure here is logged and never stops the sign-in.
 */
export async function noticeNewSignInDevice(deps: NewDeviceNoticeDeps, session: NewSession): Promise<void> {
  const { db, secret, appUrl, logger } = deps;
  try {
    const device = signInDevice(session);
    if ((await recordSignInDevice(db, secret, session.userId, device)) !== 'new') return;
    const [user] = await db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, session.userId));
    if (!user) return;
    await queueReaderMail(db, user.email, 'new-sign-in', (reader) =>
      newSignInMail({
        name: user.name,
        ...device,
        when: session.createdAt,
        timeZone: reader.timeZone,
        sessionsUrl: accountsUrl(appUrl),
        resetUrl: `${appUrl}${paths.auth.forgotPassword}`,
      }),
    );
  } catch (error) {
    logger.error({ err: error, userId: session.userId }, 'new sign-in notice failed');
  }
}
