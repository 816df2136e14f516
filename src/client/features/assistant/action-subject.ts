import type { ReactNode } from 'react';
import type { Plan } from '@/shared/data/assistant/types';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { ColumnType } from '@/shared/data/ingest/types';

/**
 * The dataset an answer that trains or predicts acts on: saved (`datasetId`) or only read in the playground
 * (`null`), with its rows as read.
 */
export type ActionSubject = {
  datasetId: string | null;
  table: ParsedTable;
  types: readonly ColumnType[];
};

export type ModelPlan = Extract<Plan, { kind: 'train' | 'predict' }>;

/**
 * What an answer that trains or predicts shows under its sentence: the models feature's confirm step, composed by
 * the route module (features do not import each other). Without it, the answer is the sentence alone.
 */
export type ModelActionRender = (plan: ModelPlan, subject: ActionSubject) => ReactNode;
