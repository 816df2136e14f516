import { Button } from '@/client/components/ui/button';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { overallProgress } from '@/client/lib/datasets/dataset-reader';
import type { Progress } from '@/shared/data/progress';
import { dataImportMessages } from '@/shared/i18n/messages/data-import';

type ReadingProgressProps = {
  progress: Progress;
  onCancel: () => void;
};

/**
 * A read under way: a bar for how far it is, the stage in words (announced politely, once per stage, not at
 * every step of the bar), and Cancel.
 */
export function ReadingProgress({ progress, onCancel }: ReadingProgressProps) {
  const copy = dataImportMessages.reading;
  const share = overallProgress(progress);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm">
          {copy.stages[progress.stage]}
        </p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
      <ProgressBar share={share} label={copy.label} />
    </div>
  );
}
