import { paths } from '../../../shared/paths';
import type { DbOrTx } from '../../mail/outbox';
import { queueReaderMail } from '../../mail/reader-mail';
import { twoFactorDisabledMail, twoFactorEnabledMail } from '../../mail/templates/security-notice';

export const accountsUrl = (appUrl: string) => `${appUrl}${paths.settings.accounts}`;

/** The notice that two-factor was turned on or off, so an owner who did not do it can act. */
export async function sendTwoFactorNotice(
  db: DbOrTx,
  user: { email: string; name: string },
  appUrl: string,
  turnedOn: boolean,
) {
  const template = turnedOn ? twoFactorEnabledMail : twoFactorDisabledMail;
  await queueReaderMail(db, user.email, turnedOn ? 'two-factor-enabled' : 'two-factor-disabled', (reader) =>
    template({
      name: user.name,
      when: new Date(),
      timeZone: reader.timeZone,
      accountUrl: accountsUrl(appUrl),
      resetUrl: `${appUrl}${paths.auth.forgotPassword}`,
    }),
  );
}
