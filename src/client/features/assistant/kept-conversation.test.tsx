import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '@/client/test/mock-api';
import type { KeptTurn } from '@/shared/conversations';
import { contextOf } from '@/shared/data/assistant/test/table';
import { stubAssistantWorker } from './test/in-thread-worker';
import type { ActionSubject, ModelPlan } from './action-subject';
import { AskPanel, type AskRows } from './ask-panel';

const csv = 'Region,Units\nWest,2\nEast,1\nWest,3\nNorth,4\n';
const { language: _language, ...subject } = contextOf(csv, 'en');
const ready: AskRows = { status: 'ready', key: 'sales', subject, datasetId: 'd1' };
const path = '/api/workspace/datasets/d1/conversation';

const kept: KeptTurn = {
  question: 'What is the total Units?',
  answer: {
    kind: 'answer',
    plan: { kind: 'aggregate', aggregation: 'sum', column: 'Units', groupBy: null, filters: [] },
    result: { kind: 'value', value: 10, rows: 4 },
    sentence: 'The total of Units is 10.',
    how: 'How I got this: sum of Units over 4 rows',
    chart: 'none',
    followUps: [],
  },
};

const ask = async (question: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Ask a question about this data'), `${question}{Enter}`);
  return user;
};

describe('AskPanel, kept for its user', () => {
  beforeEach(() => {
    stubAssistantWorker();
  });

  it('restores the kept thread, keeps each new answer and clears the conversation', async () => {
    const api = mockApi({
      [`GET ${path}`]: { body: { turns: [kept] } },
      [`POST ${path}`]: ({ body }) => ({ body }),
      [`DELETE ${path}`]: {},
    });
    render(<AskPanel rows={ready} keptAt={path} />);
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByText('The total of Units is 10.')).toBeTruthy();
    expect(within(log).getByText('What is the total Units?')).toBeTruthy();
    expect(screen.getByText(/Only you see this conversation/)).toBeTruthy();

    const user = await ask('What is the average Units?');
    expect(await within(log).findByText(/The average of Units is 2\.5/)).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`POST ${path}`)).toHaveLength(1));
    const saved = api.callsTo(`POST ${path}`)[0]!.body as { turns: KeptTurn[] };
    expect(saved.turns).toHaveLength(1);
    expect(saved.turns[0]).toMatchObject({
      question: 'What is the average Units?',
      answer: { kind: 'answer', sentence: expect.stringMatching(/The average of Units is 2\.5/) },
    });

    await user.click(screen.getByRole('button', { name: 'Clear conversation' }));
    await waitFor(() => expect(within(log).queryByText('The total of Units is 10.')).toBeNull());
    expect(api.callsTo(`DELETE ${path}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear conversation' })).toBeNull();
  });

  it('keeps the thread on screen when a save fails, says so quietly, and sends it again with the next answer', async () => {
    const api = mockApi({
      [`GET ${path}`]: { body: { turns: [] } },
      [`POST ${path}`]: [apiError(503, 'busy'), { body: { turns: [] } }],
    });
    render(<AskPanel rows={ready} keptAt={path} />);
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    await waitFor(() => expect(api.callsTo(`GET ${path}`)).toHaveLength(1));
    await ask('What is the total Units?');
    expect(await within(log).findByText('The total of Units is 10.')).toBeTruthy();
    expect(await screen.findByText(/This conversation is not kept yet/)).toBeTruthy();
    expect(within(log).getByText('The total of Units is 10.')).toBeTruthy();

    await ask('What is the average Units?');
    await waitFor(() => expect(api.callsTo(`POST ${path}`)).toHaveLength(2));
    const retried = api.callsTo(`POST ${path}`)[1]!.body as { turns: KeptTurn[] };
    expect(retried.turns.map((turn) => turn.question)).toEqual([
      'What is the total Units?',
      'What is the average Units?',
    ]);
    await waitFor(() => expect(screen.queryByText(/This conversation is not kept yet/)).toBeNull());
  });

  it('keeps an offer to train without its rows, and restores it as the sentence alone, with no confirm step', async () => {
    const api = mockApi({
      [`GET ${path}`]: { body: { turns: [] } },
      [`POST ${path}`]: ({ body }) => ({ body }),
    });
    const confirmStep = (plan: ModelPlan, on: ActionSubject) => (
      <button type="button">{`Confirm ${plan.kind} on ${on.datasetId}`}</button>
    );
    const first = render(<AskPanel rows={ready} keptAt={path} modelAction={confirmStep} />);
    await waitFor(() => expect(api.callsTo(`GET ${path}`)).toHaveLength(1));
    await ask('train a model on Units');
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByRole('button', { name: 'Confirm train on d1' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo(`POST ${path}`)).toHaveLength(1));
    const [turn] = (api.callsTo(`POST ${path}`)[0]!.body as { turns: KeptTurn[] }).turns;
    expect(turn).toMatchObject({ question: 'train a model on Units', answer: { plan: { kind: 'train' } } });
    expect(turn).not.toHaveProperty('subject');
    first.unmount();

    mockApi({ [`GET ${path}`]: { body: { turns: [turn] } } });
    render(<AskPanel rows={ready} keptAt={path} modelAction={confirmStep} />);
    const restored = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(restored).findByText('train a model on Units')).toBeTruthy();
    expect(within(restored).getByText((turn!.answer as { sentence: string }).sentence)).toBeTruthy();
    expect(within(restored).queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('still answers when the kept thread cannot be loaded, and says so', async () => {
    mockApi({ [`GET ${path}`]: apiError(500, 'internal') });
    render(<AskPanel rows={ready} keptAt={path} />);
    expect(await screen.findByText(/Your earlier questions could not be loaded/)).toBeTruthy();
    await ask('What is the total Units?');
    expect(await screen.findByText('The total of Units is 10.')).toBeTruthy();
  });
});
