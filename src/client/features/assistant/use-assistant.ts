import { useCallback, useEffect, useRef } from 'react';
import type { AssistantAnswer, AssistantLanguage } from '@/shared/data/assistant/types';
import type { AskMessage, AskRequest, AssistantSubject } from './assistant-messages';

type Pending = { resolve: (answer: AssistantAnswer) => void; reject: (error: Error) => void };

/** Asks a question about one dataset: the answer, or a rejection when the worker could not answer. */
export type AskAssistant = (
  question: string,
  language: AssistantLanguage,
  key: string,
  subject: AssistantSubject,
) => Promise<AssistantAnswer>;

/**
 * The assistant in a Web Worker (assistant.worker.ts), kept while the component is mounted: a dataset's rows are
 * copied to it with the first question about them, later questions send only their text. A worker that fails
 * rejects every question waiting and is replaced on the next one; leaving the page ends it.
 */
export function useAssistant(): AskAssistant {
  const worker = useRef<Worker | null>(null);
  const sentKey = useRef<string | null>(null);
  const pending = useRef(new Map<number, Pending>());
  const nextId = useRef(0);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    sentKey.current = null;
    const waiting = [...pending.current.values()];
    pending.current.clear();
    for (const { reject } of waiting) reject(new Error('assistant-stopped'));
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    const created = new Worker(new URL('./assistant.worker.ts', import.meta.url), { type: 'module' });
    created.addEventListener('message', (event: MessageEvent<AskMessage>) => {
      if (worker.current !== created) return;
      const message = event.data;
      const waiting = pending.current.get(message.id);
      if (!waiting) return;
      pending.current.delete(message.id);
      if (message.type === 'answer') waiting.resolve(message.answer);
      else waiting.reject(new Error('assistant-failed'));
    });
    created.addEventListener('error', () => {
      if (worker.current === created) stop();
    });
    worker.current = created;
    return created;
  }, [stop]);

  return useCallback(
    (question, language, key, subject) =>
      new Promise<AssistantAnswer>((resolve, reject) => {
        const target = worker.current ?? start();
        const id = ++nextId.current;
        pending.current.set(id, { resolve, reject });
        const request: AskRequest = { id, question, language, key };
        if (sentKey.current !== key) {
          request.subject = subject;
          sentKey.current = key;
        }
        target.postMessage(request);
      }),
    [start],
  );
}
