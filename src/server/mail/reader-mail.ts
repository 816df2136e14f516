import { withLanguage } from '../lib/language';
import { enqueueMail, type DbOrTx } from './outbox';
import { readerOf, type Reader } from './recipient-language';
import type { RenderedMail } from './templates/layout';

/**
 * Queues a mail to someone with an account, in their language and time zone rather than the request's. Pass
 * `reader` when it had to be read before a change that may remove them (an account deletion).
 */
export async function queueReaderMail(
  db: DbOrTx,
  to: string,
  kind: string,
  render: (reader: Reader) => RenderedMail,
  reader?: Reader,
  expiresAt?: Date,
) {
  const known = reader ?? (await readerOf(db, to));
  const mail = withLanguage(known.language, () => render(known));
  await enqueueMail(db, { to, kind, ...mail, expiresAt });
}
