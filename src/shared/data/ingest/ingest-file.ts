import { ingestBytes, type IngestChoices, type IngestOptions, type Ingested } from './ingest';

/**
 * A file's bytes to a typed table, whatever its format: the one entry both workers call (through
 * `analyseBytes`). Text (CSV, TSV, JSON) today; the Excel branch joins here. `options.onProgress` is told how
 * far the reading is, from inside its loops.
 */
export async function ingestFile(
  bytes: Uint8Array,
  choices: IngestChoices = {},
  options: IngestOptions = {},
): Promise<Ingested> {
  return ingestBytes(bytes, choices, options);
}
