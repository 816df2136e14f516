import { eq } from 'drizzle-orm';
import { isSupportedLanguage } from '../../shared/i18n/languages';
import { ianaTimeZones, type Language, type TimeZoneChoice } from '../../shared/preferences';
import { userSettings, users } from '../db/schema/index';
import { requestLanguage } from '../lib/language';
import type { DbOrTx } from './outbox';

export type Reader = { language: Language; timeZone?: string };

/**
 * The language (and time zone) a mail to `email` is written in: the account's saved language when the address
 * belongs to one, else `fallback`: the language of the request that causes the mail (the sender's, for an
 * invitation to a stranger), else English. Addresses are stored lower-cased.
 */
export async function readerOf(
  db: DbOrTx,
  email: string,
  fallback: Language = requestLanguage(),
): Promise<Reader> {
  const [row] = await db
    .select({ language: userSettings.language, timeZone: userSettings.timeZone })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  const choice = row?.timeZone as TimeZoneChoice | null | undefined;
  return {
    language: isSupportedLanguage(row?.language) ? row.language : fallback,
    timeZone:
      choice && choice in ianaTimeZones ? ianaTimeZones[choice as keyof typeof ianaTimeZones] : undefined,
  };
}
