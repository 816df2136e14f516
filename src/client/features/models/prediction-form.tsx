import { useId, useMemo, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input, inputBaseClass } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';
import { predict, type FeatureColumn, type Prediction, type TrainedModel } from '@/shared/data/ml';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { formModel } from './form-model';
import { PredictionResult, type PredictionSpread } from './prediction-result';

/** One labelled input per feature: a number, a date, or a select of the category's levels (empty: missing). */
function FeatureInput({
  feature,
  value,
  onChange,
}: {
  feature: FeatureColumn;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const copy = modelsMessages.predict;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id} className="[overflow-wrap:anywhere]">
        {feature.name}
      </Label>
      {feature.kind === 'category' ? (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputBaseClass, 'px-3 text-foreground')}
        >
          <option value="">{copy.missing}</option>
          {(feature.levels ?? []).map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      ) : (
        <Input
          id={id}
          type={feature.kind === 'number' ? 'number' : 'date'}
          step={feature.kind === 'number' ? 'any' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}

/**
 * The model's features as a form, scored on this thread (one row takes well under a millisecond): the prediction
 * is announced when it changes.
 */
export function PredictionForm({
  model,
  spread,
}: {
  model: TrainedModel;
  /** Regression: the chosen model's mean absolute error on held-out rows. */
  spread: PredictionSpread;
}) {
  const copy = modelsMessages.predict;
  const headingId = useId();
  const reader = useMemo(() => formModel(model), [model]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [prediction, setPrediction] = useState<Prediction | null>(null);
  const score = () => {
    const row = Object.fromEntries(
      model.features.map((feature) => [feature.name, values[feature.name] || null]),
    );
    setPrediction(predict(reader, [row])[0] ?? null);
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        {copy.heading}
      </h3>
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {/* No form: nothing is sent anywhere; Enter in a field predicts, as a form's submit would. */}
      <div
        role="group"
        aria-labelledby={headingId}
        className="flex flex-col gap-4"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target instanceof HTMLInputElement) score();
        }}
      >
        <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
          {model.features.map((feature) => (
            <FeatureInput
              key={feature.name}
              feature={feature}
              value={values[feature.name] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [feature.name]: value }))}
            />
          ))}
        </div>
        <div>
          <Button onClick={score}>{copy.submit}</Button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {prediction && <PredictionResult model={model} prediction={prediction} spread={spread} />}
      </div>
    </div>
  );
}
