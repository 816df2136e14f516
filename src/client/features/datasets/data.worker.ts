import type { ReadMessage, ReadRequest } from './data-messages';
import { handleReadRequest } from './data-handler';

/**
 * Reads and profiles a file off the main thread with the code the server runs on every upload: a thin shell
 * around `handleReadRequest` (docs/decisions/035). The page cancels a read by terminating this worker.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ReadRequest>) => void): void;
  postMessage(message: ReadMessage): void;
};

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  handleReadRequest(event.data, (message) => scope.postMessage(message)).catch(() =>
    scope.postMessage({ id, type: 'failed', error: 'read-failed' }),
  );
});
