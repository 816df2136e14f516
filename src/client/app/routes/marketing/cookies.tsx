import { LegalDocument } from '@/client/features/legal/legal-document';
import { cookiesSections } from '@/client/features/legal/cookies-content';
import { legalTranslations } from '@/client/features/legal/legal-translations';
import { useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { legalMessages } from '@/shared/i18n/messages/legal';

export default function CookiesPage() {
  const copy = legalMessages.cookies;
  usePageMeta(copy.title, copy.description);
  const sections = useLocalizedContent(cookiesSections, legalTranslations.cookies);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <LegalDocument title={copy.title} sections={sections} />
    </main>
  );
}
