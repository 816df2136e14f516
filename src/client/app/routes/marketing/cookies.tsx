import { LegalDocument } from '@/client/features/legal/legal-document';
import { cookiesSections } from '@/client/features/legal/cookies-content';
import { legalTranslations } from '@/client/features/legal/legal-translations';
import { useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { legalMessages } from '@/shared/i18n/messages/legal';

export default function CookiesPage() {
  const copy = legalMessages.cookies;
  const sections = useLocalizedContent(cookiesSections, legalTranslations.cookies);
  return <LegalDocument title={copy.title} description={copy.description} sections={sections} />;
}
