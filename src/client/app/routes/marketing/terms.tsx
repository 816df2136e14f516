import { LegalDocument } from '@/client/features/legal/legal-document';
import { termsSections } from '@/client/features/legal/terms-content';
import { legalTranslations } from '@/client/features/legal/legal-translations';
import { useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { legalMessages } from '@/shared/i18n/messages/legal';

export default function TermsPage() {
  const copy = legalMessages.terms;
  const sections = useLocalizedContent(termsSections, legalTranslations.terms);
  return <LegalDocument title={copy.title} description={copy.description} sections={sections} />;
}
