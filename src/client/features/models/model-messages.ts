import type { IngestError } from '@/shared/data/ingest/limits';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { ColumnType } from '@/shared/data/ingest/types';
import type { MlProgress, Prediction, TrainedModel, TrainResult, UnreadableCell } from '@/shared/data/ml';
import type { DataProfile } from '@/shared/data/profile/types';

/**
 * The model worker's protocol (model.worker.ts), one request per run: train on the table the page has read, or
 * score a file of new rows with a trained model. The page cancels by terminating the worker.
 */
export type ModelRequest =
  | {
      id: number;
      type: 'train';
      table: ParsedTable;
      types: ColumnType[];
      profile: DataProfile;
      target: string;
      seed: number;
    }
  | { id: number; type: 'score'; model: TrainedModel; file: Blob };

/** The rows of a scored file: its table as read, a prediction per row, and the cells that could not be read. */
export type ScoredFile = {
  table: ParsedTable;
  predictions: Prediction[];
  unreadable: UnreadableCell[];
};

export type ModelMessage =
  /** Training: at most every 50 ms, and at each new stage. */
  | { id: number; type: 'progress'; progress: MlProgress }
  | { id: number; type: 'trained'; result: TrainResult }
  | ({ id: number; type: 'scored' } & ScoredFile)
  /** The file of new rows could not be read. */
  | { id: number; type: 'unreadable'; error: IngestError }
  | { id: number; type: 'failed' };
