import { Button } from '@/client/components/ui/button';
import { formatNumber } from '@/client/lib/format';
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
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
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
      <div
        role="progressbar"
        aria-label={copy.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={formatNumber(share, { style: 'percent' })}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
