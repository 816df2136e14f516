import { paths } from '../../../shared/paths';
import { withLanguage } from '../../lib/language';
import { enqueueMail, type DbOrTx } from '../../mail/outbox';
import { readerOf, type Reader } from '../../mail/recipient-language';
import type { RenderedMail } from '../../mail/templates/layout';
import { twoFactorDisabledMail, twoFactorEnabledMail } from '../../mail/templates/security-notice';

export const accountsUrl = (appUrl: string) => `${appUrl}${paths.settings.accounts}`;

/**
 * Queues a security mail in its reader's language and time zone, read before the change that may remove them
 * (an account deletion) when `reader` is given.
 */
export async function queueSecurityMail(
  db: DbOrTx,
  to: string,
  kind: string,
  render: (reader: Reader) => RenderedMail,
  reader?: Reader,
) {
  const known = reader ?? (await readerOf(db, to));
  const mail = withLanguage(known.language, () => render(known));
  await enqueueMail(db, { to, kind, ...mail });
}

/** The notice that two-factor was turned on or off, so an owner who did not do it can act. */
export async function sendTwoFactorNotice(
  db: DbOrTx,
  user: { email: string; name: string },
  appUrl: string,
  turnedOn: boolean,
) {
  const template = turnedOn ? twoFactorEnabledMail : twoFactorDisabledMail;
  await queueSecurityMail(db, user.email, turnedOn ? 'two-factor-enabled' : 'two-factor-disabled', (reader) =>
    template({
      name: user.name,
      when: new Date(),
      timeZone: reader.timeZone,
      accountUrl: accountsUrl(appUrl),
      resetUrl: `${appUrl}${paths.auth.forgotPassword}`,
    }),
  );
}
