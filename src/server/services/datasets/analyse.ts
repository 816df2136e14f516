import { parseErrorMessage } from '../../../shared/dataset-errors';
import { decodeDatasetText, parseDataset } from '../../../shared/dataset-parse';
import { cutCell, profileDataset } from '../../../shared/dataset-profile';
import {
  datasetPreviewRows,
  type DatasetFormat,
  type DatasetProfile,
  type DatasetTable,
} from '../../../shared/datasets';
import { playgroundMessages } from '../../../shared/i18n/messages/playground';
import { ApiError } from '../../lib/api-error';

export type AnalysedDataset = { format: DatasetFormat; profile: DatasetProfile; preview: DatasetTable };

/**
 * Reads and profiles an uploaded file with the same code the playground runs in the browser: the server
 * never trusts a client's profile. A file that cannot be read is a 400 naming the row and the problem.
 */
export function analyseDataset(bytes: Uint8Array): AnalysedDataset {
  const copy = playgroundMessages.errors;
  const text = decodeDatasetText(bytes);
  if (text === undefined) throw new ApiError(400, 'invalid_dataset', copy.notText, {}, 'file');
  const parsed = parseDataset(text);
  if (!parsed.ok) {
    throw new ApiError(400, 'invalid_dataset', parseErrorMessage(parsed.error, copy), {}, 'file');
  }
  const { table } = parsed;
  return {
    format: parsed.format,
    profile: profileDataset(table),
    preview: {
      columns: table.columns.map(cutCell),
      rows: table.rows.slice(0, datasetPreviewRows).map((row) => row.map(cutCell)),
    },
  };
}
