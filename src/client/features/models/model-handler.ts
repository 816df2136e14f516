import { ingestFile } from '@/shared/data/ingest/ingest-file';
import { predict, trainModels, unreadableCells, type MlProgress, type RawRow } from '@/shared/data/ml';
import type { ParsedTable } from '@/shared/data/ingest/table';
import type { ModelMessage, ModelRequest } from './model-messages';

/** Progress is posted at most this often within a stage (a new stage is posted at once). */
export const progressIntervalMs = 50;

/** A table's rows as the engine scores them: raw cell texts by column name. */
export function rowsOf(table: ParsedTable): RawRow[] {
  return Array.from({ length: table.rowCount }, (_, row) =>
    Object.fromEntries(table.names.map((name, column) => [name, table.columns[column]?.[row]])),
  );
}

/**
 * The model worker's work, free of any worker global so a test can run it: trains with the same `trainModels`
 * the server runs (posting progress per round), or reads a file of new rows with the same ingest code as any
 * upload and scores every row.
 */
export async function handleModelRequest(request: ModelRequest, post: (message: ModelMessage) => void) {
  const { id } = request;
  if (request.type === 'train') {
    let last = -Infinity;
    let lastStage: MlProgress['stage'] | undefined;
    const onProgress = (progress: MlProgress) => {
      const now = performance.now();
      if (progress.stage === lastStage && now - last < progressIntervalMs) return;
      last = now;
      lastStage = progress.stage;
      post({ id, type: 'progress', progress });
    };
    const { table, types, profile, target, seed } = request;
    const result = trainModels(table, types, profile, { target, seed, onProgress });
    return post({ id, type: 'trained', result });
  }
  const bytes = new Uint8Array(await request.file.arrayBuffer());
  const read = await ingestFile(bytes);
  if (!read.ok) return post({ id, type: 'unreadable', error: read.error });
  const rows = rowsOf(read.table);
  post({
    id,
    type: 'scored',
    table: read.table,
    predictions: predict(request.model, rows),
    unreadable: unreadableCells(request.model, rows),
  });
}
