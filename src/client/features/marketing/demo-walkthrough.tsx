import { paths } from '@/shared/paths';
import { marketingMessages } from '@/shared/i18n/messages/marketing';
import { ContentSection } from './content-section';
import { CtaBanner } from './cta-banner';
import { StepList } from './step-list';

/** A guided tour of a demo workspace, from connecting data to sharing an insight. */
export function DemoWalkthrough() {
  const copy = marketingMessages.demo;
  return (
    <div className="mt-12 flex flex-col gap-16">
      <ContentSection id="walkthrough" title={copy.stepsTitle}>
        <StepList steps={copy.steps} exampleLabel={copy.exampleLabel} />
      </ContentSection>
      <CtaBanner copy={copy.cta} to={paths.auth.signup} />
    </div>
  );
}
