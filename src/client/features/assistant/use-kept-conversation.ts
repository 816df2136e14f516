import { useCallback, useEffect, useRef, useState } from 'react';
import { clearConversation, keepTurns, loadConversation } from '@/client/api/assistant/conversation';
import { toast } from '@/client/lib/toast';
import { maxKeptTurns, type KeptTurn } from '@/shared/conversations';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import { useConversation, type Asker, type Reply } from './use-conversation';

/** Where the thread is kept: loading it, loaded, not loaded (asking still works), or a save that failed. */
export type KeptState = 'restoring' | 'kept' | 'load-failed' | 'save-failed';

const keptTurn = (question: string, { answer, about, scope, asked }: Reply): KeptTurn => ({
  question,
  answer,
  ...(asked === undefined ? {} : { asked }),
  ...(about === undefined ? {} : { about }),
  ...(scope === undefined ? {} : { scope }),
});

/**
 * A conversation kept for its user on the server (`path`, docs/decisions/060-kept-conversations.md): the turns
 * kept are restored when the page opens, each answer is saved as it arrives, and `clear` empties both. A save
 * never touches the thread on screen: a failed one is said quietly (`state`) and its turns are sent again with
 * the next answer. Without a `path` (the playground) nothing is kept.
 */
export function useKeptConversation(asker: Asker, path: string | null) {
  const unsaved = useRef<KeptTurn[]>([]);
  // Saves go one after another, so turns are kept in the order they were answered.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const [state, setState] = useState<KeptState>(path ? 'restoring' : 'kept');

  const onAnswered = useCallback(
    (question: string, reply: Reply) => {
      if (!path) return;
      unsaved.current.push(keptTurn(question, reply));
      saving.current = saving.current.then(async () => {
        const sending = unsaved.current.slice(-maxKeptTurns);
        if (sending.length === 0) return;
        try {
          await keepTurns(path, sending);
          unsaved.current = unsaved.current.filter((turn) => !sending.includes(turn));
          setState((current) => (current === 'save-failed' ? 'kept' : current));
        } catch {
          setState('save-failed');
        }
      });
    },
    [path],
  );

  const conversation = useConversation(asker, onAnswered);
  const { restore, clear: clearTurns } = conversation;

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    loadConversation(path, controller.signal).then(
      (kept) => {
        restore(
          kept.map((turn) => ({
            question: turn.question,
            reply: { answer: turn.answer, about: turn.about, scope: turn.scope, asked: turn.asked },
          })),
        );
        setState('kept');
      },
      () => {
        if (!controller.signal.aborted) setState('load-failed');
      },
    );
    return () => controller.abort();
  }, [path, restore]);

  const clear = useCallback(async () => {
    if (!path) return clearTurns();
    try {
      await saving.current;
      await clearConversation(path);
      unsaved.current = [];
      clearTurns();
      setState('kept');
      toast.success(assistantMessages.keep.cleared);
    } catch {
      toast.error(assistantMessages.keep.clearFailed);
    }
  }, [path, clearTurns]);

  return { ...conversation, clear, state };
}
