import { PageSpinner } from '@/client/components/ui/page-spinner';
import { byLanguage, useLocalizedContent } from '@/client/lib/i18n/use-localized-content';
import { paths } from '@/shared/paths';
import { marketingMessages } from '@/shared/i18n/messages/marketing';
import { ContentSection } from './content-section';
import { CtaBanner } from './cta-banner';
import { manifestoSections, type ManifestoSection } from './manifesto-content';

const translations = byLanguage(
  import.meta.glob<readonly ManifestoSection[]>('./translations/*/manifesto.ts', {
    import: 'manifestoSections',
  }),
);

/** The manifesto: what Tessera believes, one short section per belief. */
export function Manifesto() {
  const sections = useLocalizedContent(manifestoSections, translations);
  if (!sections) return <PageSpinner />;
  return (
    <div className="mt-12 flex flex-col gap-12">
      {sections.map((section) => (
        <ContentSection key={section.id} id={section.id} title={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-8 text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </ContentSection>
      ))}
      <CtaBanner copy={marketingMessages.manifesto.cta} to={paths.auth.signup} />
    </div>
  );
}
