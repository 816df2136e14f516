import { datasetMaxColumns, datasetMaxRows, type DatasetParseError } from '../../datasets';

/** Why a file is refused: what cannot be fixed (not text, over the limits). Ragged rows never are. */
export type IngestError = DatasetParseError;

export const tooManyColumns = (found: number): IngestError => ({
  code: 'too-many-columns',
  found,
  max: datasetMaxColumns,
});
export const tooManyRows: IngestError = { code: 'too-many-rows', max: datasetMaxRows };
