import { datasetMaxColumns, datasetMaxRows } from '../../dataset-limits';
import type { DatasetParseError } from '../../datasets';

/** What an .xlsx workbook may unpack to, all parts read together: a 20 MB workbook of plain cells stays under it. */
export const workbookMaxUnpackedBytes = 200 * 1024 * 1024;

/** Why a workbook is refused: not a .xlsx, damaged, unpacking past the limit, or no such sheet. */
export type WorkbookError =
  | { code: 'not-a-workbook' }
  | { code: 'workbook-damaged' }
  | { code: 'workbook-too-large'; max: number }
  | { code: 'sheet-not-found'; sheet: string };

/** Why a file is refused: what cannot be fixed (not text, over the limits). Ragged rows never are. */
export type IngestError = DatasetParseError | WorkbookError;

export const tooManyColumns = (found: number): IngestError => ({
  code: 'too-many-columns',
  found,
  max: datasetMaxColumns,
});
export const tooManyRows: IngestError = { code: 'too-many-rows', max: datasetMaxRows };
