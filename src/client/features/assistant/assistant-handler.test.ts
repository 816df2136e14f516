import { describe, expect, it } from 'vitest';
import { contextOf } from '@/shared/data/assistant/test/table';
import { createAssistantHandler } from './assistant-handler';
import type { AskMessage } from './assistant-messages';

const csv = 'Region,Units\nWest,2\nEast,1\nWest,3\nNorth,4\n';
const { language: _language, ...subject } = contextOf(csv, 'en');

describe('createAssistantHandler', () => {
  it('answers from the rows sent once, in the language asked, and refuses a dataset it does not hold', async () => {
    const handle = createAssistantHandler();
    const posted: AskMessage[] = [];
    const post = (message: AskMessage) => posted.push(message);
    await handle({ id: 1, question: 'What is the total Units?', language: 'en', key: 'a', subject }, post);
    await handle({ id: 2, question: 'Quel est le total des Units ?', language: 'fr', key: 'a' }, post);
    await handle({ id: 3, question: 'What is the total Units?', language: 'en', key: 'b' }, post);
    expect(posted[0]).toMatchObject({
      id: 1,
      type: 'answer',
      answer: { sentence: 'The total of Units is 10.' },
    });
    expect(posted[1]).toMatchObject({
      id: 2,
      type: 'answer',
      answer: { kind: 'answer', result: { value: 10 } },
    });
    expect(posted[2]).toEqual({ id: 3, type: 'failed' });
  });

  it('answers each question from its own dataset when a second dataset arrives while the first waits for its language', async () => {
    const handle = createAssistantHandler();
    const posted: AskMessage[] = [];
    const post = (message: AskMessage) => posted.push(message);
    const { language: _other, ...bigger } = contextOf('Region,Units\nWest,20\nEast,30\n', 'en');
    // German's tables load by a dynamic import: the English question about "b" lands while that one waits.
    const first = handle(
      { id: 1, question: 'Was ist die Summe von Units?', language: 'de', key: 'a', subject },
      post,
    );
    const second = handle(
      { id: 2, question: 'What is the total Units?', language: 'en', key: 'b', subject: bigger },
      post,
    );
    await Promise.all([first, second]);
    const byId = new Map(posted.map((message) => [message.id, message]));
    expect(byId.get(1)).toMatchObject({ type: 'answer', answer: { kind: 'answer', result: { value: 10 } } });
    expect(byId.get(2)).toMatchObject({ type: 'answer', answer: { kind: 'answer', result: { value: 50 } } });
  });
});
