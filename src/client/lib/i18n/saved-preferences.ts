import { setFormatPreferences } from '@/client/lib/format';
import { ianaTimeZones, type Preferences, type TimeZoneChoice } from '@/shared/preferences';
import { changeLanguage } from './language';

/** The IANA zone of a time-zone choice; `auto` (or none saved) is the browser's own zone. */
export const timeZoneOf = (choice: TimeZoneChoice | null | undefined): string | undefined =>
  choice && choice !== 'auto' ? ianaTimeZones[choice] : undefined;

/** Applies a user's saved theme, language and time zone (the answer of `getPreferences`). */
export async function applyPreferences(
  preferences: Preferences,
  setTheme: (theme: 'light' | 'dark') => void,
): Promise<void> {
  if (preferences.theme) setTheme(preferences.theme);
  if (preferences.language) await changeLanguage(preferences.language);
  setFormatPreferences({
    locale: document.documentElement.lang || 'en',
    timeZone: timeZoneOf(preferences.timeZone),
  });
}
