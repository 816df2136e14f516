import type { DatasetParseError } from './datasets';
import type { IngestError } from './data/ingest/limits';
import type { PlaygroundMessages } from './i18n/en/playground';
import { playgroundMessages } from './i18n/messages/playground';

/** A parse error in words, in the language of these messages, naming the row or line. No parser needed. */
export function parseErrorMessage(error: DatasetParseError, copy: PlaygroundMessages['errors']): string {
  switch (error.code) {
    case 'empty':
      return copy.empty;
    case 'not-text':
      return copy.notText;
    case 'no-rows':
      return copy.noRows;
    case 'too-large':
      return copy.tooLarge(Math.round(error.max / (1024 * 1024)));
    case 'invalid-json':
      return copy.invalidJson(error.line, error.column);
    case 'json-shape':
      return copy.jsonShape;
    case 'not-an-object':
      return copy.notAnObject(error.row, copy.kinds[error.found] ?? error.found);
    case 'too-many-columns':
      return copy.tooManyColumns(error.found, error.max);
    case 'too-many-rows':
      return copy.tooManyRows(error.max);
    case 'too-deep':
      return copy.tooDeep(error.row);
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * Any reason the data core refuses a file (src/shared/data/ingest/limits.ts) in words: the parse errors above,
 * the size limit, and an .xlsx workbook's own (not a workbook, damaged, unpacking too large, no such sheet).
 */
export function ingestErrorMessage(error: IngestError, copy: PlaygroundMessages['errors']): string {
  switch (error.code) {
    case 'too-large':
      return copy.tooLarge(megabytes(error.max));
    case 'not-a-workbook':
      return copy.notAWorkbook;
    case 'workbook-damaged':
      return copy.workbookDamaged;
    case 'workbook-too-large':
      return copy.workbookTooLarge(megabytes(error.max));
    case 'sheet-not-found':
      return copy.sheetNotFound(error.sheet);
    default:
      return parseErrorMessage(error, copy);
  }
}

/** Why the dataset reader refused a file: the data core's refusal, or the reader's time or memory ran out. */
export type ReadRefusal = IngestError | { code: 'read-too-slow' } | { code: 'read-too-much-memory' };

/** The reader's refusal of a file in the current language: the words an upload of it is answered with. */
export function readRefusalMessage(refusal: ReadRefusal): string {
  if (refusal.code === 'read-too-slow') return playgroundMessages.api.tooSlow;
  if (refusal.code === 'read-too-much-memory') return playgroundMessages.api.tooMuchMemory;
  return ingestErrorMessage(refusal, playgroundMessages.errors);
}
