import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import type { ActionSubject } from './action-subject';

/**
 * What answering a question gives: the answer, and which dataset it is about when that needs saying (Home), with
 * `scope` naming it so that a follow-up asked from this answer is about the same dataset, `asked`, the question
 * as the assistant read it when that differs (Home's, without the dataset's name), and `subject`, the dataset an
 * answer that trains or predicts acts on (never kept: a restored turn has none, so it offers no confirm step).
 */
export type Reply = {
  answer: AssistantAnswer;
  about?: string;
  scope?: string;
  asked?: string;
  subject?: ActionSubject;
};

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
 * wait for an earlier one). Blank questions are not asked. `onAnswered` hears each answer as it arrives (to keep
 * it); `restore` puts answered turns kept earlier before the ones asked since, `clear` empties the thread.
 */
export function useConversation(asker: Asker, onAnswered?: (question: string, reply: Reply) => void) {
  const [turns, setTurns] = useState<Turn[]>([]);
  const nextId = useRef(0);
  const heard = useRef(onAnswered);
  useEffect(() => {
    heard.current = onAnswered;
  }, [onAnswered]);

  const settle = useCallback(
    (id: number, state: Turn['state']) =>
      setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, state } : turn))),
    [],
  );

  const run = useCallback(
    (id: number, question: string, scope?: string) =>
      asker(question, scope).then(
        (reply) => {
          settle(id, { status: 'answered', reply });
          heard.current?.(question, reply);
        },
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

  const restore = useCallback((kept: { question: string; reply: Reply }[]) => {
    const restored = kept.map(({ question, reply }): Turn => ({
      id: ++nextId.current,
      question,
      scope: reply.scope,
      state: { status: 'answered', reply },
    }));
    setTurns((current) => [...restored, ...current]);
  }, []);

  const clear = useCallback(() => setTurns([]), []);

  return { turns, ask, retry, restore, clear };
}
