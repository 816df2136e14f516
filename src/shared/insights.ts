import * as z from 'zod/mini';
import './zod-setup';
import type { AssistantAnswer, AssistantLanguage } from './data/assistant/types';
import type { Insight } from './data/insights/types';

/**
 * Pinned insights (issue 20): an insight of a saved dataset put on the workspace's Home for every member.
 * Routes, all scoped to the caller's workspace:
 * - `POST /api/workspace/datasets/:id/pins` with `{ insight }` (as the browser found it): the server finds the
 *   dataset's insights again from its file in the worker thread; the pin is kept only when the server's insight of
 *   that id is equal to the one sent (else 409, code `insight-changed`). Pinning one already pinned answers the
 *   existing pin. 201 `{ pin: PinnedInsight }`. Needs `insight:pin`.
 * - `GET /api/workspace/pins`: `{ pins: PinnedInsight[] }`, newest first, every member.
 * - `DELETE /api/workspace/pins/:id`: 204; by its pinner or with `insight:unpin-any`.
 */
export type PinnedInsight = {
  id: string;
  datasetId: string;
  datasetName: string;
  /** The insight as the server found it when pinned. */
  insight: Insight;
  pinnedAt: string;
  pinnedBy: { id: string; name: string } | null;
  /** Whether the caller may unpin it (its pinner, Admins and Owners). */
  canUnpin: boolean;
};

/** Pins a workspace keeps at most: Home stays readable; pinning one more is refused (409, code `too-many-pins`). */
export const maxPinnedInsights = 50;
/** An insight sent to be pinned is at most this many characters of JSON (the largest chart is a 40×40 table). */
export const maxPinnedInsightChars = 64 * 1024;

/** The body of a pin: the insight as the browser found it; the server compares it with its own. */
export const pinInsightSchema = z.object({
  insight: z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(500)) }),
});

/**
 * An assistant's answer pinned like an insight (issue 22, docs/decisions/060-kept-conversations.md):
 * `POST /api/workspace/datasets/:id/pins/answer` with `{ question, language, answer }` (the question as the
 * engine read it and the answer the browser worked out). The server asks the same question of the dataset's file
 * again in its worker thread and keeps the pin only when its answer is equal (else 409, code `answer-changed`);
 * what is stored is the server's. Listed, capped and unpinned with the insights (`GET /api/workspace/pins`).
 */
export type PinnedAnswerBody = { question: string; language: AssistantLanguage; answer: AssistantAnswer };

export type PinnedAnswer = Omit<PinnedInsight, 'insight'> & { answer: PinnedAnswerBody };

/** What Home lists: pinned insights and pinned answers, newest first. */
export type PinnedItem = PinnedInsight | PinnedAnswer;

export const isPinnedAnswer = (pin: PinnedItem): pin is PinnedAnswer => 'answer' in pin;

/** An answer sent to be pinned is at most this many characters of JSON (the server compares it with its own). */
export const maxPinnedAnswerChars = 16 * 1024;

/** A pinned answer's id among its dataset's pins: one pin per question and language. */
export const answerPinId = (language: string, question: string) => `answer:${language}:${question}`;

export const pinAnswerSchema = z.object({
  question: z.string().check(z.minLength(1), z.maxLength(480)),
  language: z.enum(['en', 'es', 'fr', 'de', 'it', 'pt']),
  answer: z.looseObject({ kind: z.literal('answer') }),
});
