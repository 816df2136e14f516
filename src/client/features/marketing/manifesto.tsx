import { paths } from '@/shared/paths';
import { marketingMessages } from '@/shared/i18n/en/marketing';
import { ContentSection } from './content-section';
import { CtaBanner } from './cta-banner';
import { manifestoSections } from './manifesto-content';

/** The manifesto: what Tessera believes, one short section per belief. */
export function Manifesto() {
  return (
    <div className="mt-12 flex flex-col gap-12">
      {manifestoSections.map((section) => (
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
