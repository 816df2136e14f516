import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useCan } from '@/client/api/workspace/use-can';
import { Button } from '@/client/components/ui/button';
import { inputBaseClass } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/cn';
import type { DatasetReadResult, DatasetRows } from '@/client/lib/datasets/dataset-reader';
import type { DatasetDetail } from '@/shared/datasets';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { RefusalMessage } from './refusal-message';
import { SaveModelDialog } from './save-model-dialog';
import { SavedModels } from './saved-models';
import { TrainedModelView } from './trained-model';
import { TrainingProgress } from './training-progress';
import { useTraining } from './use-training';

/** 'Target' and 'Train model', once every row is read. */
function TrainForm({
  dataset,
  rows,
  busy,
  onTrain,
  trainButton,
}: {
  dataset: DatasetDetail;
  rows: DatasetRows;
  busy: boolean;
  onTrain: (result: DatasetReadResult, target: string) => void;
  trainButton: RefObject<HTMLButtonElement | null>;
}) {
  const copy = modelsMessages;
  const id = useId();
  const [target, setTarget] = useState('');
  if (rows.failed)
    return (
      <p role="alert" className="text-sm">
        {copy.rowsFailed}
      </p>
    );
  const { result } = rows;
  // No form: nothing is sent anywhere, the one choice is read by the button.
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex w-full min-w-0 flex-col gap-1.5 sm:w-72">
        <Label htmlFor={id}>{copy.target}</Label>
        <select
          id={id}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          className={cn(inputBaseClass, 'px-3 text-foreground')}
        >
          <option value="">{copy.chooseTarget}</option>
          {dataset.profile.columns.map((column) => (
            <option key={column.name} value={column.name}>
              {column.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        ref={trainButton}
        disabled={!result || !target || busy}
        onClick={() => result && onTrain(result, target)}
      >
        {copy.train}
      </Button>
      {!result && <Spinner label={copy.readingRows} className="text-muted-foreground" />}
    </div>
  );
}

/**
 * The Model section of a dataset's page (issue 21): pick a target and train in the browser's model worker on the
 * rows the page has read, see the report, predict, save for the team; then the dataset's saved models.
 */
export function ModelSection({ dataset, rows }: { dataset: DatasetDetail; rows: DatasetRows }) {
  const copy = modelsMessages;
  const canTrain = useCan('model:train');
  const { state, train, cancel } = useTraining();
  // Cancel had focus while training: it goes back to Train model, just before the result, when training ends.
  const trainButton = useRef<HTMLButtonElement>(null);
  const training = state.status === 'training';
  const wasTraining = useRef(false);
  useEffect(() => {
    if (wasTraining.current && !training) trainButton.current?.focus();
    wasTraining.current = training;
  }, [training]);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {canTrain ? (
        <TrainForm dataset={dataset} rows={rows} busy={training} onTrain={train} trainButton={trainButton} />
      ) : (
        <p className="text-sm">{copy.mayNotTrain}</p>
      )}
      {state.status === 'training' && <TrainingProgress progress={state.progress} onCancel={cancel} />}
      {state.status === 'refused' && <RefusalMessage refusal={state.refusal} />}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm">
          {copy.failed}
        </p>
      )}
      {state.status === 'trained' && (
        <div className="flex flex-col gap-6">
          {canTrain && (
            <div>
              <SaveModelDialog datasetId={dataset.id} target={state.target} />
            </div>
          )}
          <TrainedModelView report={state.report} model={state.model} />
        </div>
      )}
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{copy.list.heading}</h3>
        <SavedModels datasetId={dataset.id} headingLevel={4} />
      </div>
    </div>
  );
}
