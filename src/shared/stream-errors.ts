import type { ReadRefusal } from './dataset-errors';
import { maxColumnNameLength, maxPushCellLength, maxPushColumns } from './data-streams';
import { dataStreamsMessages } from './i18n/messages/data-streams';
import type { SourceErrorReason } from './postgres-source';

/** Why a pushed, delivered or pulled row is not stored (`unreadable`: papaparse's own words, English). */
export type RowRefusal =
  | { kind: 'not-an-object' }
  | { kind: 'too-many-columns' }
  | { kind: 'bad-column-name' }
  | { kind: 'nested'; column: string }
  /** A JSON number past what a double holds (`1e400`): it would be stored as Infinity. */
  | { kind: 'number-too-large'; column: string }
  | { kind: 'too-long'; column: string }
  | { kind: 'unreadable'; message: string };

/**
 * What a stream error says beyond its reason, in Tessera's words: a code and its figures, worded when read, in the
 * reader's language (client/features/data-streams/stream-error-text.ts). What the source said in its own words (an
 * HTTP status, a server's message) is the error's `detail`, shown as it came.
 */
export type StreamErrorFact =
  /** The dataset's size after the batch; the size a source announced; more than the cap a download may have. */
  | { code: 'datasetBytes' | 'announcedBytes' | 'overBytes'; bytes: number }
  /** The dataset's rows after the batch; the batch's columns; events no mapping took; redirects past the cap;
   * the rows a PostgreSQL source kept. */
  | { code: 'datasetRows' | 'columns' | 'unmappedEvents' | 'redirects' | 'truncated'; count: number }
  | { code: 'refusedRows'; count: number; first: RowRefusal }
  | {
      code:
        | 'busy'
        | 'serverBusy'
        | 'paused'
        | 'datasetDeleted'
        | 'noAnswer'
        | 'scheme'
        | 'otherArchive'
        | 'nul'
        | 'notJson'
        | 'notArray'
        | 'noRows';
    }
  | { code: 'unresolved'; host: string }
  | { code: 'privateAddress'; host: string; address: string }
  | { code: 'postgresSource'; reason: SourceErrorReason }
  /** What the reader said of a file it cannot read (an .xlsx workbook's own refusals among them). */
  | { code: 'unreadable'; error: ReadRefusal };

/** A refused row's reason in the current language. */
export function rowRefusalText(refusal: RowRefusal): string {
  const copy = dataStreamsMessages.api;
  switch (refusal.kind) {
    case 'not-an-object':
      return copy.notAnObject;
    case 'too-many-columns':
      return copy.tooManyColumns(maxPushColumns);
    case 'bad-column-name':
      return copy.badColumnName(maxColumnNameLength);
    case 'nested':
      return copy.nested(refusal.column);
    case 'number-too-large':
      return copy.numberTooLarge(refusal.column);
    case 'too-long':
      return copy.tooLong(refusal.column, maxPushCellLength);
    case 'unreadable':
      return refusal.message;
  }
}
