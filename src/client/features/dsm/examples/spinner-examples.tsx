import { Spinner } from '@/client/components/ui/spinner';
import { dsmMessages } from '@/shared/i18n/messages/dsm';

const copy = dsmMessages.sections.spinner;

export function SpinnerExamples() {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Spinner label={copy.label} />
      <Spinner label={copy.label} className="text-muted-foreground" />
      <p className="inline-flex items-center gap-2 text-sm">
        <Spinner label={copy.busy} />
        <span aria-hidden>{copy.busy}</span>
      </p>
    </div>
  );
}
