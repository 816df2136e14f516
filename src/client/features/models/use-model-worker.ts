import { useCallback, useEffect, useRef } from 'react';
import type { ModelMessage, ModelRequest } from './model-messages';

type Request = ModelRequest extends infer R ? (R extends ModelRequest ? Omit<R, 'id'> : never) : never;

/**
 * One request at a time in a model worker (model.worker.ts): `run` ends any run going and starts a fresh worker,
 * `stop` terminates it at once (no message arrives after), and so does leaving the page.
 */
export function useModelWorker() {
  const worker = useRef<Worker | null>(null);
  const nextId = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    (request: Request, onMessage: (message: ModelMessage) => void) => {
      stop();
      const id = ++nextId.current;
      const created = new Worker(new URL('./model.worker.ts', import.meta.url), { type: 'module' });
      const current = () => worker.current === created;
      created.addEventListener('message', (event: MessageEvent<ModelMessage>) => {
        if (!current() || event.data.id !== id) return;
        const { type } = event.data;
        // A run ends with its answer: the worker is not kept.
        if (type !== 'progress') stop();
        onMessage(event.data);
      });
      created.addEventListener('error', () => {
        if (!current()) return;
        stop();
        onMessage({ id, type: 'failed' });
      });
      worker.current = created;
      created.postMessage({ ...request, id } as ModelRequest);
    },
    [stop],
  );

  return { run, stop };
}
