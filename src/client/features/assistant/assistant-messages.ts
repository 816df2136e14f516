import type { AskContext, AssistantAnswer, AssistantLanguage } from '@/shared/data/assistant/types';

/** The dataset the assistant reads: every row as the page read them, without the asker's language. */
export type AssistantSubject = Omit<AskContext, 'language'>;

/**
 * The assistant worker's protocol (assistant.worker.ts). The worker keeps the last subject it was sent, so a
 * question about the same dataset sends no rows: `subject` goes with the first question about it (by `key`).
 */
export type AskRequest = {
  id: number;
  question: string;
  language: AssistantLanguage;
  /** Which dataset the question is about. */
  key: string;
  /** Its rows, when the worker does not hold them yet. */
  subject?: AssistantSubject;
};

/** The answer to request `id`; `failed` when the worker could not answer (it holds no rows for `key`, or threw). */
export type AskMessage =
  { id: number; type: 'answer'; answer: AssistantAnswer } | { id: number; type: 'failed' };
