import { useCallback, useEffect, useRef, useState } from 'react';
import { parseErrorMessage } from '@/shared/dataset-errors';
import {
  datasetMaxBytes,
  type DatasetFormat,
  type DatasetParseError,
  type DatasetProfile,
  type DatasetTable,
} from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ParseRequest, ParseResponse } from './parse-messages';

export const datasetMaxMegabytes = datasetMaxBytes / (1024 * 1024);

/** The data as given: the bytes to save and a name to suggest. */
export type DatasetSource = { file: Blob; fileName: string; suggestedName: string };

export type ParsedDataset = {
  source: DatasetSource;
  format: DatasetFormat;
  table: DatasetTable;
  profile: DatasetProfile;
};

export type ParserState =
  | { status: 'idle' }
  | { status: 'reading'; source: DatasetSource }
  | { status: 'ready'; dataset: ParsedDataset }
  | { status: 'error'; message: string; hint?: string };

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** Turns a file or pasted text into a table and its profile in a Web Worker, so the page never freezes. */
export function useDatasetParser() {
  const [state, setState] = useState<ParserState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const pending = useRef<{ id: number; source: DatasetSource } | null>(null);
  const nextId = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  const answer = useCallback((response: ParseResponse | 'read-failed') => {
    const request = pending.current;
    if (!request || (response !== 'read-failed' && response.id !== request.id)) return;
    pending.current = null;
    const copy = playgroundMessages;
    if (response === 'read-failed' || (!response.ok && response.error === 'read-failed')) {
      setState({ status: 'error', message: copy.input.readFailed });
    } else if (response.ok) {
      const { format, table, profile } = response;
      setState({ status: 'ready', dataset: { source: request.source, format, table, profile } });
    } else {
      const error = response.error as DatasetParseError;
      const rowNamed = error.code === 'field-count' || error.code === 'unclosed-quote';
      setState({
        status: 'error',
        message: parseErrorMessage(error, copy.errors),
        hint: rowNamed ? copy.errors.rowsCounted : undefined,
      });
    }
  }, []);

  const run = useCallback(
    (source: DatasetSource, request: ParseRequest) => {
      pending.current = { id: request.id, source };
      setState({ status: 'reading', source });
      if (!worker.current) {
        worker.current = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
        worker.current.addEventListener('message', (event: MessageEvent<ParseResponse>) =>
          answer(event.data),
        );
        worker.current.addEventListener('error', () => answer('read-failed'));
      }
      worker.current.postMessage(request);
    },
    [answer],
  );

  const readFile = useCallback(
    (file: File) => {
      if (file.size > datasetMaxBytes) {
        setState({ status: 'error', message: playgroundMessages.input.tooLarge(datasetMaxMegabytes) });
        return;
      }
      const id = ++nextId.current;
      run({ file, fileName: file.name, suggestedName: withoutExtension(file.name) }, { id, file });
    },
    [run],
  );

  const readText = useCallback(
    (text: string) => {
      const file = new Blob([text], { type: 'text/plain' });
      if (file.size > datasetMaxBytes) {
        setState({ status: 'error', message: playgroundMessages.input.tooLarge(datasetMaxMegabytes) });
        return;
      }
      const id = ++nextId.current;
      const fileName = /^\s*[[{]/.test(text) ? 'pasted.json' : 'pasted.csv';
      run({ file, fileName, suggestedName: playgroundMessages.input.pastedName }, { id, text });
    },
    [run],
  );

  const reset = useCallback(() => {
    pending.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, readFile, readText, reset };
}
