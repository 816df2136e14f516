import { useMemo, useState } from 'react';
import { useModel } from '@/client/api/models/get-model';
import { useTrainModel } from '@/client/api/models/train-model';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { Spinner } from '@/client/components/ui/spinner';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatNumber } from '@/client/lib/format';
import { Link } from '@/client/lib/navigation/navigation';
import { formatHeadline } from './format-model';
import { ModelStatus } from './model-status';
import { RefusalMessage } from './refusal-message';
import { targetOf } from '@/shared/data/ml/task';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';
import { paths } from '@/shared/paths';
import { ActionButtons } from './action-buttons';
import { ActionResult } from './action-result';
import type { ActionSubject } from './model-action';

const linkClass =
  'self-start rounded-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring [overflow-wrap:anywhere]';

/** A model the server was asked to train: its state as the server reports it (read again while it trains), a link. */
function QueuedModel({ queued }: { queued: SavedModelSummary }) {
  const copy = assistantMessages.actions;
  const detail = useModel(queued.id);
  const model = detail.data ?? queued;
  return (
    <>
      <p className="text-sm">{copy.started(model.name)}</p>
      <p className="text-sm">
        <ModelStatus model={model} />
      </p>
      {model.status === 'ready' && <p className="text-sm">{formatHeadline(model.score)}</p>}
      <Link to={paths.app.model.href(model.id)} className={linkClass}>
        {copy.openModel(model.name)}
      </Link>
    </>
  );
}

/**
 * "Train a model on X": what would happen (the task the target asks for, the rows), then Train model or Cancel.
 * Confirming asks the server to train, through the same call as the dataset page's Save model (the server checks
 * the role and the workspace again); a refusal is said in its words. A target the engine refuses, a role that
 * may not train, or data only in the playground are said instead of a button.
 */
export function TrainAction({ target, subject }: { target: string; subject: ActionSubject }) {
  const copy = assistantMessages.actions;
  const models = modelsMessages;
  const workspace = useActiveWorkspace();
  const canTrain = useCan('model:train');
  const train = useTrainModel();
  const [step, setStep] = useState<'ask' | 'cancelled' | 'confirmed'>('ask');
  const { datasetId, table, types } = subject;
  const task = useMemo(() => targetOf(target, table.columns, types), [target, table, types]);

  if (datasetId === null) return <p className="text-sm">{copy.saveFirst}</p>;
  if (!task.ok) return <RefusalMessage refusal={task.refused} />;
  const { target: read } = task;
  const what = (
    <>
      <p className="text-sm">
        {read.task === 'regression'
          ? models.result.task.regression(target)
          : models.result.task[read.task](target, (read.classes ?? []).join(', '))}
      </p>
      <p className="text-sm text-muted-foreground">{copy.trainWhat(formatNumber(table.rowCount))}</p>
    </>
  );
  if (!workspace.isSuccess) return what;
  if (!canTrain)
    return (
      <>
        {what}
        <p className="text-sm">{copy.mayNotTrain}</p>
      </>
    );
  if (step === 'ask')
    return (
      <>
        {what}
        <ActionButtons
          confirm={models.train}
          cancel={models.cancel}
          onConfirm={() => {
            setStep('confirmed');
            train.mutate({ datasetId, name: models.save.defaultName(target), target });
          }}
          onCancel={() => setStep('cancelled')}
        />
      </>
    );
  return (
    <>
      {what}
      <ActionResult>
        {step === 'cancelled' ? (
          <p className="text-sm">{copy.cancelled}</p>
        ) : train.isError ? (
          <p className="text-sm text-destructive">{apiErrorMessage(train.error, copy.trainFailed)}</p>
        ) : train.data ? (
          <QueuedModel queued={train.data} />
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner label={copy.starting} className="size-4" />
            <span aria-hidden>{copy.starting}</span>
          </p>
        )}
      </ActionResult>
    </>
  );
}
