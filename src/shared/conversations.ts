import * as z from 'zod/mini';
import './zod-setup';
import type { AssistantAnswer } from './data/assistant/types';

/**
 * Kept conversations (issue 22, docs/decisions/060-kept-conversations.md): a member's questions to the assistant
 * and the answers their browser worked out, kept per user, per workspace (Home) and per dataset (its page's Ask),
 * so the thread is there after a reload. Only its owner reads or writes it. Routes, scoped to the caller's
 * workspace (another workspace's dataset is 404):
 * - `GET /api/workspace/conversation` (Home) and `GET /api/workspace/datasets/:id/conversation`: `{ turns }`,
 *   oldest first (none yet: `[]`).
 * - `POST` on either with `{ turns }`: appended; the last `maxKeptTurns` are kept. `{ turns }` as kept. A turn past
 *   `maxKeptTurnChars` of JSON is 413.
 * - `DELETE` on either: 204, the conversation cleared.
 */
export type KeptTurn = {
  question: string;
  /** The dataset a Home answer is about (a follow-up is asked about it again). */
  scope?: string;
  /** The question as the assistant read it, when it differs (Home's, without the dataset's name). */
  asked?: string;
  /** Which dataset a Home answer says it is about ("About Sales 2026"). */
  about?: string;
  /** The answer as the owner's browser worked it out and showed it: shown again to them only. */
  answer: AssistantAnswer;
};

/** Turns a conversation keeps: the newest, the older ones dropped as new ones come. */
export const maxKeptTurns = 50;
/** A turn is at most this many characters of JSON (an answer's chart of 40 groups is a few kilobytes). */
export const maxKeptTurnChars = 16 * 1024;

const text = (max: number) => z.string().check(z.maxLength(max));
const questions = z.array(text(2000)).check(z.maxLength(20));

const answerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('answer'),
    plan: z.looseObject({ kind: z.string() }),
    result: z.looseObject({ kind: z.string() }),
    sentence: text(4000),
    how: text(4000),
    chart: z.enum(['none', 'bar', 'line', 'table']),
    followUps: questions,
  }),
  z.object({
    kind: z.literal('clarify'),
    sentence: text(4000),
    options: z.array(z.object({ label: text(2000), question: text(2000) })).check(z.maxLength(20)),
  }),
  z.object({ kind: z.literal('unknown'), sentence: text(4000), suggestions: questions }),
]);

export const keptTurnSchema = z.object({
  question: z.string().check(z.minLength(1), z.maxLength(2000)),
  scope: z.optional(text(100)),
  about: z.optional(text(1000)),
  asked: z.optional(text(2000)),
  answer: answerSchema,
});

/** The body of a save: the turns not yet kept, oldest first (a save that failed is sent again with the next). */
export const keepTurnsSchema = z.object({
  turns: z.array(z.looseObject({})).check(z.minLength(1), z.maxLength(maxKeptTurns)),
});
