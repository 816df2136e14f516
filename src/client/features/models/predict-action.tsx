import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { modelQueryOptions } from '@/client/api/models/get-model';
import { useModels } from '@/client/api/models/list-models';
import { Button } from '@/client/components/ui/button';
import { LoadError } from '@/client/components/load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { PredictionResult, type PredictionSpread } from './prediction-result';
import { predictionSpreadOf } from './trained-model';
import { predict, unreadableCells, type Prediction, type TrainedModel } from '@/shared/data/ml';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { modelsMessages } from '@/shared/i18n/messages/models';
import type { SavedModelSummary } from '@/shared/models';
import { ActionButtons } from './action-buttons';
import { ActionResult } from './action-result';
import type { ActionSubject } from './model-action';
import { TrainAction } from './train-action';

type Scored = {
  model: TrainedModel;
  prediction: Prediction;
  spread: PredictionSpread;
  notFeatures: string[];
  unreadable: { column: string; value: string; expected: 'number' | 'date' | 'boolean' }[];
  missing: string[];
};

/** One row scored with the saved model exactly as its page's prediction form scores it, and what did not fit. */
function score(model: TrainedModel, spread: PredictionSpread, values: Record<string, string>): Scored {
  const features = new Set(model.features.map((feature) => feature.name));
  return {
    model,
    prediction: predict(model, [values])[0]!,
    spread,
    notFeatures: Object.keys(values).filter((column) => !features.has(column)),
    unreadable: unreadableCells(model, [values]),
    missing: model.features.map((feature) => feature.name).filter((name) => !Object.hasOwn(values, name)),
  };
}

/** The prediction, then each given value the model could not use and each feature not given, named. */
function ScoredView({ scored }: { scored: Scored }) {
  const copy = assistantMessages.actions;
  const expected = modelsMessages.batch.expected;
  return (
    <>
      <PredictionResult model={scored.model} prediction={scored.prediction} spread={scored.spread} />
      {scored.notFeatures.length > 0 && (
        <p className="text-sm">{copy.notFeatures(scored.notFeatures.join(', '))}</p>
      )}
      {scored.unreadable.map((cell) => (
        <p key={cell.column} className="text-sm">
          {copy.unreadable(cell.column, cell.value, expected[cell.expected])}
        </p>
      ))}
      {scored.missing.length > 0 && (
        <p className="text-sm text-muted-foreground">{copy.missing(scored.missing.join(', '))}</p>
      )}
    </>
  );
}

/** Predict or Cancel with the dataset's ready model; confirming reads the saved model and scores the values. */
function ConfirmPrediction({ ready, values }: { ready: SavedModelSummary; values: Record<string, string> }) {
  const copy = assistantMessages.actions;
  const queryClient = useQueryClient();
  const [step, setStep] = useState<
    | { status: 'ask' }
    | { status: 'cancelled' }
    | { status: 'predicting' }
    | { status: 'failed' }
    | { status: 'scored'; scored: Scored }
  >({ status: 'ask' });
  const given = Object.entries(values).map(([column, value]) => `${column} = ${value}`);
  const run = () => {
    setStep({ status: 'predicting' });
    queryClient.fetchQuery(modelQueryOptions(ready.id)).then(
      (saved) =>
        setStep(
          saved.model && saved.report
            ? { status: 'scored', scored: score(saved.model, predictionSpreadOf(saved.report), values) }
            : { status: 'failed' },
        ),
      () => setStep({ status: 'failed' }),
    );
  };
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {given.length ? copy.predictWhat(ready.name, given.join(', ')) : copy.predictNothingGiven(ready.name)}
      </p>
      {step.status === 'ask' ? (
        <ActionButtons
          confirm={modelsMessages.predict.submit}
          cancel={modelsMessages.cancel}
          onConfirm={run}
          onCancel={() => setStep({ status: 'cancelled' })}
        />
      ) : (
        <ActionResult>
          {step.status === 'cancelled' && <p className="text-sm">{copy.cancelled}</p>}
          {step.status === 'predicting' && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner label={copy.predicting} className="size-4" />
              <span aria-hidden>{copy.predicting}</span>
            </p>
          )}
          {step.status === 'failed' && <p className="text-sm text-destructive">{copy.predictFailed}</p>}
          {step.status === 'scored' && <ScoredView scored={step.scored} />}
        </ActionResult>
      )}
    </>
  );
}

/** No ready model for the target: said, with the offer to train one (which asks again before starting). */
function OfferTraining({ target, subject }: { target: string; subject: ActionSubject }) {
  const copy = assistantMessages.actions;
  const [offered, setOffered] = useState(false);
  if (offered)
    return (
      <ActionResult>
        <TrainAction target={target} subject={subject} />
      </ActionResult>
    );
  return (
    <div>
      <Button type="button" size="sm" variant="outline" onClick={() => setOffered(true)}>
        {copy.offerTrain(target)}
      </Button>
    </div>
  );
}

/**
 * "Predict X for A = …": with the dataset's newest ready model of that target, Predict or Cancel; still training,
 * said; none, said with an offer to train one. Data only in the playground must be saved first.
 */
export function PredictAction({
  target,
  values,
  subject,
}: {
  target: string;
  values: Record<string, string>;
  subject: ActionSubject;
}) {
  if (subject.datasetId === null) return <p className="text-sm">{assistantMessages.actions.saveFirst}</p>;
  return <SavedPredict target={target} values={values} subject={subject} datasetId={subject.datasetId} />;
}

function SavedPredict({
  target,
  values,
  subject,
  datasetId,
}: {
  target: string;
  values: Record<string, string>;
  subject: ActionSubject;
  datasetId: string;
}) {
  const copy = assistantMessages.actions;
  const models = useModels(datasetId);
  if (models.isPending)
    return <Spinner label={modelsMessages.list.loading} className="text-muted-foreground" />;
  if (models.isError)
    return <LoadError message={modelsMessages.list.loadFailed} onRetry={() => void models.refetch()} />;
  const ofTarget = models.data.filter((model) => model.target === target && model.datasetId === datasetId);
  const ready = ofTarget.find((model) => model.status === 'ready');
  if (ready) return <ConfirmPrediction ready={ready} values={values} />;
  const waiting = ofTarget.find((model) => model.status === 'queued' || model.status === 'training');
  if (waiting) return <p className="text-sm">{copy.stillTraining(waiting.name)}</p>;
  return (
    <>
      <p className="text-sm">{copy.noModel(target)}</p>
      <OfferTraining target={target} subject={subject} />
    </>
  );
}
