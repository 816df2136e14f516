import { createAssistantHandler } from './assistant-handler';
import type { AskMessage, AskRequest } from './assistant-messages';

/**
 * Answers questions about a dataset off the main thread (issue 22, docs/decisions/048): a thin shell around
 * `createAssistantHandler`, kept while its page is open so the rows are sent once.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<AskRequest>) => void): void;
  postMessage(message: AskMessage): void;
};

const handle = createAssistantHandler();

scope.addEventListener('message', (event) => {
  const { id } = event.data;
  handle(event.data, (message) => scope.postMessage(message)).catch(() =>
    scope.postMessage({ id, type: 'failed' }),
  );
});
