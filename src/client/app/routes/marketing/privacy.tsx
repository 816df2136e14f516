import { LegalDocument } from '@/client/features/legal/legal-document';
import { privacySections } from '@/client/features/legal/privacy-content';
import { legalTranslations } from '@/client/features/legal/legal-translations';
import { useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { legalMessages } from '@/shared/i18n/messages/legal';

export default function PrivacyPage() {
  const copy = legalMessages.privacy;
  usePageMeta(copy.title, copy.description);
  const sections = useLocalizedContent(privacySections, legalTranslations.privacy);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <LegalDocument title={copy.title} sections={sections} />
    </main>
  );
}
