import { useCallback, useEffect, useRef, useState } from 'react';
import type { DatasetReader, DatasetSource, ReaderState } from '@/client/lib/datasets/dataset-reader';
import type { IngestError } from '@/shared/data/ingest/limits';
import type { ImportChoices } from '@/shared/data/profile/types';
import { ingestErrorMessage } from '@/shared/dataset-errors';
import { datasetMaxBytes } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ReadMessage, ReadRequest } from './data-messages';

export type {
  DatasetReader,
  DatasetReadResult,
  DatasetSource,
  ReaderState,
} from '@/client/lib/datasets/dataset-reader';
export { datasetMaxMegabytes, overallProgress } from '@/client/lib/datasets/dataset-reader';

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** An error in the reader's words: a failed read, or a refused file naming what and why. */
function errorState(
  error: IngestError | 'read-failed',
  source?: DatasetSource,
  choices?: ImportChoices,
): ReaderState {
  const copy = playgroundMessages;
  const message = error === 'read-failed' ? copy.input.readFailed : ingestErrorMessage(error, copy.errors);
  const hint =
    error !== 'read-failed' && error.code === 'not-an-object' ? copy.errors.rowsCounted : undefined;
  return { status: 'error', message, ...(hint ? { hint } : {}), ...(source ? { source, choices } : {}) };
}

const tooLarge = (): IngestError => ({ code: 'too-large', max: datasetMaxBytes });

/**
 * Turns a file or pasted text into a typed table, its profile and import report in a Web Worker, so the page
 * never freezes: progress and the first rows while it reads, cancel at any time, re-read with other choices.
 * The API other screens build on (see the report of issue 19): keep it stable.
 */
export function useDatasetReader(): DatasetReader {
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const running = useRef<{ id: number; source: DatasetSource; choices: ImportChoices } | null>(null);
  const last = useRef<DatasetSource | null>(null);
  const nextId = useRef(0);

  const stop = useCallback(() => {
    running.current = null;
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const receive = useCallback((message: ReadMessage) => {
    const read = running.current;
    if (!read || message.id !== read.id) return;
    const { source, choices } = read;
    switch (message.type) {
      case 'progress': {
        const { stage, done, total } = message;
        setState((current) =>
          current.status === 'reading' && current.source === source
            ? { ...current, progress: { stage, done, total } }
            : current,
        );
        return;
      }
      case 'preview':
        setState((current) =>
          current.status === 'reading' && current.source === source
            ? { ...current, preview: message.table }
            : current,
        );
        return;
      case 'done': {
        running.current = null;
        const { ingested, table, profile, report } = message;
        setState({ status: 'ready', source, result: { ingested, table, profile, report, choices } });
        return;
      }
      case 'failed':
        running.current = null;
        setState(errorState(message.error, source, choices));
    }
  }, []);

  const start = useCallback(
    (source: DatasetSource, choices: ImportChoices) => {
      // A worker busy with another read cannot hear a new request until it is done: end it instead.
      if (running.current) stop();
      last.current = source;
      if (source.file.size > datasetMaxBytes) {
        setState(errorState(tooLarge(), source, choices));
        return;
      }
      const id = ++nextId.current;
      running.current = { id, source, choices };
      setState({
        status: 'reading',
        source,
        choices,
        progress: { stage: 'decode', done: 0, total: source.file.size },
      });
      if (!worker.current) {
        const created = new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' });
        created.addEventListener('message', (event: MessageEvent<ReadMessage>) => receive(event.data));
        created.addEventListener('error', () => {
          const read = running.current;
          if (!read || worker.current !== created) return;
          stop();
          setState(errorState('read-failed', read.source, read.choices));
        });
        worker.current = created;
      }
      const request: ReadRequest =
        source.text === undefined ? { id, choices, file: source.file } : { id, choices, text: source.text };
      worker.current.postMessage(request);
    },
    [receive, stop],
  );

  const readFile = useCallback(
    (file: File) => start({ file, fileName: file.name, suggestedName: withoutExtension(file.name) }, {}),
    [start],
  );

  const readText = useCallback(
    (text: string) => {
      const file = new Blob([text], { type: 'text/plain' });
      const fileName = /^\s*[[{]/.test(text) ? 'pasted.json' : 'pasted.csv';
      start({ file, fileName, suggestedName: playgroundMessages.input.pastedName, text }, {});
    },
    [start],
  );

  const reread = useCallback(
    (choices: ImportChoices) => {
      if (last.current) start(last.current, choices);
    },
    [start],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    last.current = null;
    setState({ status: 'idle' });
  }, [stop]);

  return { state, readFile, readText, reread, cancel, reset };
}
