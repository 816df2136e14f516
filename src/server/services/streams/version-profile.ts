import { sql } from 'drizzle-orm';
import type { ImportChoices, DataProfile } from '../../../shared/data/profile/types';
import type { ColumnKind } from '../../../shared/data/ingest/types';
import type { NumberFormat } from '../../../shared/data/ingest/numbers';
import type { DateOrder } from '../../../shared/data/ingest/dates';
import { datasets } from '../../db/schema/index';
import { InvalidDataset, profileDataset, type ProfiledDataset } from '../datasets/analyse';
import { recordStreamError, type StreamRow } from './streams';
import type { IngestStores } from './ingest-types';
import { UnreadablePull } from './ingest-refusals';

/** The reader's account of a workspace's streams (services/datasets/analyse.ts holds one upload per account). */
const readerAccountOf = (workspaceId: string) => `streams:${workspaceId}`;

/** How the stored file was read: its import choices and its columns' types (null for a dataset without them). */
export type StoredReading = {
  choices: ImportChoices | null;
  /** The number format the whole file was read with (its decimal and thousands separators). */
  numbers: NumberFormat | null;
  columns: { name: string; kind: ColumnKind; dateOrder: DateOrder | null }[] | null;
} | null;

/** SQL: the dataset's `StoredReading`, from its stored profile and import report. */
export const storedReading = sql<StoredReading>`jsonb_build_object(
  'choices', ${datasets.profile} -> 'report' -> 'choices',
  'numbers', jsonb_build_object('decimal', ${datasets.profile} -> 'report' -> 'dialect' -> 'decimal', 'thousands', ${datasets.profile} -> 'report' -> 'dialect' -> 'thousands'),
  'columns', (select jsonb_agg(jsonb_build_object('name', c ->> 'name', 'kind', c ->> 'kind', 'dateOrder', c -> 'dateOrder'))
    from jsonb_array_elements(${datasets.profile} -> 'profile' -> 'columns') as c))`;

export type ExistingDataset =
  | { id: string; rowCount: number; objectName: string | null; sizeBytes: number; readAs?: StoredReading }
  | undefined;

/**
 * The cells of the profile's rows after the first `before` that do not fit their column's type, numbered in the
 * dataset: `offset` rows precede the profiled ones there (a batch read alone, appended after them).
 */
export const typeConflictsOf = (columns: DataProfile['columns'], before: number, offset: number) =>
  columns.flatMap((column) =>
    column.examples
      .filter((example) => example.row > before)
      .map((example) => ({ row: example.row + offset, column: column.name, value: example.value })),
  );

/**
 * A batch's file read and profiled in the reader's thread, without insights. One the data core cannot read is
 * noted on the stream (a pulled file's is the pull's to note, `UnreadablePull`) and refused with its reason.
 */
export async function profiledBatch(
  { db }: IngestStores,
  stream: StreamRow,
  file: string | Uint8Array,
  choices: ImportChoices,
  pulled: boolean,
): Promise<ProfiledDataset> {
  try {
    return await profileDataset(file, { accountId: readerAccountOf(stream.workspaceId), choices });
  } catch (error) {
    if (error instanceof InvalidDataset) {
      const fact = { code: 'unreadable', error: error.refusal } as const;
      if (pulled) throw new UnreadablePull(fact);
      await recordStreamError(db, stream, 'dataset-unreadable', fact);
    }
    throw error;
  }
}
