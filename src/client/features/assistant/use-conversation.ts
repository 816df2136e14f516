import { useCallback, useRef, useState } from 'react';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import type { ActionSubject } from './action-subject';

/**
 * What answering a question gives: the answer, and which dataset it is about when that needs saying (Home), with
 * `scope` naming it so that a follow-up asked from this answer is about the same dataset; `subject` is the dataset
 * an answer that trains or predicts acts on.
 */
export type Reply = { answer: AssistantAnswer; about?: string; scope?: string; subject?: ActionSubject };

/** Answers one question (about `scope` when it is a follow-up of an answer that had one); rejects when it could not. */
export type Asker = (question: string, scope?: string) => Promise<Reply>;

export type Turn = {
  id: number;
  question: string;
  scope?: string;
  state: { status: 'asking' } | { status: 'answered'; reply: Reply } | { status: 'failed' };
};

/**
 * A conversation with the assistant: each question a turn, answered in the order asked (a later answer does not
 * wait for an earlier one). Blank questions are not asked.
 */
export function useConversation(asker: Asker) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const nextId = useRef(0);

  const settle = useCallback(
    (id: number, state: Turn['state']) =>
      setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, state } : turn))),
    [],
  );

  const run = useCallback(
    (id: number, question: string, scope?: string) =>
      asker(question, scope).then(
        (reply) => settle(id, { status: 'answered', reply }),
        () => settle(id, { status: 'failed' }),
      ),
    [asker, settle],
  );

  const ask = useCallback(
    (text: string, scope?: string) => {
      const question = text.trim();
      if (!question) return;
      const id = ++nextId.current;
      setTurns((current) => [...current, { id, question, scope, state: { status: 'asking' } }]);
      void run(id, question, scope);
    },
    [run],
  );

  const retry = useCallback(
    (turn: Turn) => {
      settle(turn.id, { status: 'asking' });
      void run(turn.id, turn.question, turn.scope);
    },
    [run, settle],
  );

  return { turns, ask, retry };
}
