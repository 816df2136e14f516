import { askWith } from '@/shared/data/assistant/core';
import { loadDateReader } from '@/shared/data/assistant/load-dates';
import { loadLanguage } from '@/shared/data/assistant/load-language';
import type { AskMessage, AskRequest, AssistantSubject } from './assistant-messages';

/**
 * The assistant worker's work, free of any worker global so a test can run it: keeps the dataset it was last
 * sent, loads the asker's language's words, sentences and date parser (chunks of their own, once), and answers
 * with `askWith` over every row of the dataset the question was about. A question about a dataset it does not hold fails rather than answering from other rows.
 */
export function createAssistantHandler() {
  let held: { key: string; subject: AssistantSubject } | null = null;
  return async (request: AskRequest, post: (message: AskMessage) => void) => {
    const { id, question, language, key, subject } = request;
    if (subject) held = { key, subject };
    if (!held || held.key !== key) return post({ id, type: 'failed' });
    // The rows asked about, taken before waiting: a question about another dataset may replace `held` meanwhile.
    const rows = held.subject;
    const [pack, reader] = await Promise.all([loadLanguage(language), loadDateReader(language)]);
    const answer = askWith(question, { ...rows, language }, pack, reader);
    post({ id, type: 'answer', answer });
  };
}
