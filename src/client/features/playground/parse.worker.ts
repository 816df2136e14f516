import { decodeDatasetText, parseDataset } from '@/shared/dataset-parse';
import { profileDataset } from '@/shared/dataset-profile';
import type { ParseRequest, ParseResponse } from './parse-messages';

/** Reads and profiles a file off the main thread, with the same code the server runs on a saved dataset. */
async function handle(request: ParseRequest): Promise<ParseResponse> {
  const text =
    'text' in request ? request.text : decodeDatasetText(new Uint8Array(await request.file.arrayBuffer()));
  if (text === undefined) return { id: request.id, ok: false, error: { code: 'not-text' } };
  const parsed = parseDataset(text);
  if (!parsed.ok) return { id: request.id, ok: false, error: parsed.error };
  return {
    id: request.id,
    ok: true,
    format: parsed.format,
    table: parsed.table,
    profile: profileDataset(parsed.table),
  };
}

const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ParseRequest>) => void): void;
  postMessage(message: ParseResponse): void;
};

scope.addEventListener('message', (event) => {
  handle(event.data).then(
    (response) => scope.postMessage(response),
    () => scope.postMessage({ id: event.data.id, ok: false, error: 'read-failed' }),
  );
});
