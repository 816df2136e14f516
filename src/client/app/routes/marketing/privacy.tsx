import { LegalDocument } from '@/client/features/legal/legal-document';
import { privacySections } from '@/client/features/legal/privacy-content';
import { legalTranslations } from '@/client/features/legal/legal-translations';
import { useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { legalMessages } from '@/shared/i18n/messages/legal';

export default function PrivacyPage() {
  const copy = legalMessages.privacy;
  const sections = useLocalizedContent(privacySections, legalTranslations.privacy);
  return <LegalDocument title={copy.title} description={copy.description} sections={sections} />;
}
