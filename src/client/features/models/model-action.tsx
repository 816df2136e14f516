import type { ParsedTable } from '@/shared/data/ingest/table';
import type { ColumnType } from '@/shared/data/ingest/types';
import { PredictAction } from './predict-action';
import { TrainAction } from './train-action';

/**
 * The dataset a train or predict request acts on: saved (`datasetId`, the models API's dataset) or only read in the
 * playground (`null`: it must be saved first), with its rows as read, to say which task the target asks for.
 */
export type ActionSubject = {
  datasetId: string | null;
  table: ParsedTable;
  types: readonly ColumnType[];
};

/** What the assistant asks to do with a model (issue 22): train on a target, or predict it from given values. */
export type ModelRequestPlan =
  { kind: 'train'; target: string } | { kind: 'predict'; target: string; values: Record<string, string> };

/**
 * The assistant's "train a model on X" or "predict X for …" (composed into its answers by the route modules): what
 * would happen, and a button that starts it only when pressed.
 */
export function ModelAction({ plan, subject }: { plan: ModelRequestPlan; subject: ActionSubject }) {
  return plan.kind === 'train' ? (
    <TrainAction target={plan.target} subject={subject} />
  ) : (
    <PredictAction target={plan.target} values={plan.values} subject={subject} />
  );
}
