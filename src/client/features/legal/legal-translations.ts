import { byLanguage } from '@/client/lib/i18n/use-localized-content';
import type { LegalSection } from './legal-types';

type Sections = readonly LegalSection[];

/** Each legal document in the other five languages, one chunk per language and document. */
export const legalTranslations = {
  privacy: byLanguage(
    import.meta.glob<Sections>('./translations/*/privacy.ts', { import: 'privacySections' }),
  ),
  terms: byLanguage(import.meta.glob<Sections>('./translations/*/terms.ts', { import: 'termsSections' })),
  cookies: byLanguage(
    import.meta.glob<Sections>('./translations/*/cookies.ts', { import: 'cookiesSections' }),
  ),
};
