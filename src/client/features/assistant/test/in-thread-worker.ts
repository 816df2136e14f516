import { vi } from 'vitest';
import { createAssistantHandler } from '../assistant-handler';
import type { AskMessage, AskRequest } from '../assistant-messages';

/** The assistant worker, run on this thread by its real handler, as the browser's would. */
class InThreadWorker {
  private handle = createAssistantHandler();
  private listeners: ((event: { data: AskMessage }) => void)[] = [];
  addEventListener(type: string, listener: (event: { data: AskMessage }) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  postMessage(request: AskRequest) {
    void this.handle(request, (message) => this.listeners.forEach((listener) => listener({ data: message })));
  }
  terminate() {}
}

/** Every `new Worker(…)` of the test gets the assistant's handler on this thread (undone after each test). */
export function stubAssistantWorker() {
  vi.stubGlobal('Worker', InThreadWorker);
}
