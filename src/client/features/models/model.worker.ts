import { handleModelRequest } from './model-handler';
import type { ModelMessage, ModelRequest } from './model-messages';

/**
 * Trains a model, or scores a file of new rows, off the main thread: a thin shell around `handleModelRequest`.
 * The page cancels by terminating this worker.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ModelRequest>) => void): void;
  postMessage(message: ModelMessage): void;
};

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  handleModelRequest(event.data, (message) => scope.postMessage(message)).catch(() =>
    scope.postMessage({ id, type: 'failed' }),
  );
});
