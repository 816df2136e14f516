import { paths } from '@/shared/paths';
import { marketingMessages } from '@/shared/i18n/messages/marketing';
import { ContentSection } from './content-section';
import { CtaBanner } from './cta-banner';
import { FeatureGrid } from './feature-grid';
import { StepList } from './step-list';

/** The early-access programme: what members get, how to join, and what to expect. */
export function EarlyAccess() {
  const copy = marketingMessages.early;
  return (
    <div className="mt-12 flex flex-col gap-16">
      <ContentSection id="benefits" title={copy.benefitsTitle}>
        <FeatureGrid features={copy.benefits} columns={2} />
      </ContentSection>
      <ContentSection id="how-it-works" title={copy.stepsTitle}>
        <StepList steps={copy.steps} />
      </ContentSection>
      <ContentSection id="good-to-know" title={copy.noteTitle}>
        <p className="leading-7 text-muted-foreground">{copy.note}</p>
      </ContentSection>
      <CtaBanner copy={copy.cta} to={paths.auth.signup} />
    </div>
  );
}
