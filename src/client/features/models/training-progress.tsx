import { useEffect, useRef } from 'react';
import { Button } from '@/client/components/ui/button';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import { formatNumber } from '@/client/lib/format';
import type { MlProgress } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { trainingShare } from './training-share';

function stageText(progress: MlProgress | undefined): string {
  const copy = modelsMessages.stages;
  if (!progress) return copy.prepare;
  return progress.stage === 'boosting'
    ? copy.boosting(formatNumber(progress.done), formatNumber(progress.total))
    : copy[progress.stage];
}

/** Training under way: one bar across the stages, the stage in words (boosting by round), and Cancel, focused. */
export function TrainingProgress({ progress, onCancel }: { progress?: MlProgress; onCancel: () => void }) {
  const copy = modelsMessages;
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <ProgressBar share={progress ? trainingShare(progress) : 0} label={copy.progressLabel} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{stageText(progress)}</p>
        <Button ref={cancel} variant="outline" size="sm" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </div>
  );
}
