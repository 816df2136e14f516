import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  DatasetReader,
  DatasetSource,
  InsightsState,
  ReaderState,
} from '@/client/lib/datasets/dataset-reader';
import type { IngestError } from '@/shared/data/ingest/limits';
import type { ImportChoices } from '@/shared/data/profile/types';
import { ingestErrorMessage } from '@/shared/dataset-errors';
import { datasetMaxBytes } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ReadMessage, ReadRequest } from './data-messages';
import { unpackTable } from './packed-table';

export type {
  DatasetReader,
  DatasetReadResult,
  DatasetSource,
  InsightsState,
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
 * Then, in the same worker, what the table says (`insights` of the ready state: finding, found or failed);
 * cancel ends that too. `{ insights: false }` skips them (a saved dataset shows the server's).
 * The API other screens build on (see the report of issue 19): keep it stable.
 */
export function useDatasetReader({
  insights: withInsights = true,
}: { insights?: boolean } = {}): DatasetReader {
  const [state, setState] = useState<ReaderState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);
  const running = useRef<{
    id: number;
    source: DatasetSource;
    choices: ImportChoices;
    /** Reading the file, or (after `done`) finding its insights. */
    phase: 'reading' | 'insights';
  } | null>(null);
  const last = useRef<DatasetSource | null>(null);
  const nextId = useRef(0);

  const stop = useCallback(() => {
    running.current = null;
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const receive = useCallback(
    (message: ReadMessage) => {
      const read = running.current;
      if (!read || message.id !== read.id) return;
      const { source, choices } = read;
      /** The insights of the ready result of this read, changed; any other state is left as it is. */
      const setInsights = (insights: InsightsState) =>
        setState((current) =>
          current.status === 'ready' && current.source === source ? { ...current, insights } : current,
        );
      switch (message.type) {
        case 'progress': {
          const { stage, done, total } = message;
          if (stage === 'insights')
            return setInsights({ status: 'finding', progress: { stage, done, total } });
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
        case 'profiled': {
          // Ready with the first rows; every row comes with `done`, and the read runs (cancellable) until then.
          const { ingested, table, profile, report } = message;
          setState({
            status: 'ready',
            source,
            result: { ingested, table, partial: true, profile, report, choices },
            ...(withInsights ? { insights: { status: 'finding' } as const } : {}),
          });
          return;
        }
        case 'done': {
          const { ingested, table, profile, report } = message;
          const result = { ingested, table: unpackTable(table), profile, report, choices };
          // The worker goes on to find the insights: the read stays running (and cancellable) until they come.
          if (!withInsights) running.current = null;
          else read.phase = 'insights';
          setState((current) => ({
            status: 'ready',
            source,
            result,
            // Those being found since `profiled` keep their progress.
            ...(withInsights
              ? {
                  insights:
                    current.status === 'ready' && current.source === source && current.insights
                      ? current.insights
                      : ({ status: 'finding' } as const),
                }
              : {}),
          }));
          return;
        }
        case 'insights':
          running.current = null;
          setInsights({ status: 'found', report: message.report });
          return;
        case 'insights-failed':
          running.current = null;
          setInsights({ status: 'failed' });
          return;
        case 'failed':
          running.current = null;
          // A failure after the read was done is the insights': the read stands.
          if (read.phase === 'insights') setInsights({ status: 'failed' });
          else setState(errorState(message.error, source, choices));
      }
    },
    [withInsights],
  );

  /** A new data worker, listening: its module starts loading and compiling at once. */
  const spawn = useCallback(() => {
    const created = new Worker(new URL('./data.worker.ts', import.meta.url), { type: 'module' });
    created.addEventListener('message', (event: MessageEvent<ReadMessage>) => receive(event.data));
    created.addEventListener('error', () => {
      const read = running.current;
      if (!read || worker.current !== created) return;
      stop();
      if (read.phase === 'insights')
        setState((current) =>
          current.status === 'ready' && current.source === read.source
            ? { ...current, insights: { status: 'failed' } }
            : current,
        );
      else setState(errorState('read-failed', read.source, read.choices));
    });
    worker.current = created;
    return created;
  }, [receive, stop]);

  // The worker is started with the screen, not when a file comes: by then its code is loaded and compiled, and
  // a file is read at once (where a page has no workers, as in tests without one, the first read starts it).
  useEffect(() => {
    if (typeof Worker === 'function' && !worker.current) spawn();
    return stop;
  }, [spawn, stop]);

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
      running.current = { id, source, choices, phase: 'reading' };
      setState({
        status: 'reading',
        source,
        choices,
        progress: { stage: 'decode', done: 0, total: source.file.size },
      });
      const reading = worker.current ?? spawn();
      const request: ReadRequest =
        source.text === undefined
          ? { id, choices, insights: withInsights, file: source.file }
          : { id, choices, insights: withInsights, text: source.text };
      reading.postMessage(request);
    },
    [spawn, stop, withInsights],
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
