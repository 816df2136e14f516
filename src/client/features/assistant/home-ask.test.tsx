import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import { contextOf } from '@/shared/data/assistant/test/table';
import type { KeptTurn } from '@/shared/conversations';
import type { DatasetDetail } from '@/shared/datasets';
import { stubAssistantWorker } from './test/in-thread-worker';
import { ModelAction } from '@/client/features/models/model-action';
import { HomeAsk } from './home-ask';

// Two datasets, newest first: their units add up to 10 and to 100.
const firstFiles: Record<string, string> = {
  d2: 'Region,Units\nWest,2\nEast,1\nWest,3\nNorth,4\n',
  d1: 'Region,Units\nWest,60\nEast,40\n',
};
const firstSummaries = [
  { id: 'd2', name: 'Small sales', rowCount: 4, columnCount: 2, sizeBytes: 40 },
  { id: 'd1', name: 'Ventes été', rowCount: 2, columnCount: 2, sizeBytes: 30 },
];
let files = { ...firstFiles };
let summaries = firstSummaries.map((summary) => ({ ...summary }));
const detail = (id: string) =>
  ({
    ...summaries.find((dataset) => dataset.id === id),
    report: { choices: {} },
    insights: null,
  }) as unknown as DatasetDetail;

/** The rows as a data worker reads them. */
const readRows = vi.fn(async (dataset: DatasetDetail): Promise<DatasetReadResult> => {
  const { table, types, profile } = contextOf(files[dataset.id]!, 'en', false);
  return { ingested: { format: 'csv', types: [...types] }, table, profile, report: {} as never, choices: {} };
});

function renderHome(datasets: unknown[] | 'failed' = summaries, kept: KeptTurn[] = []) {
  return renderHomeWith(datasets, {
    'GET /api/workspace/conversation': { body: { turns: kept } },
    'POST /api/workspace/conversation': ({ body }) => ({ body }),
  });
}

function renderHomeWith(datasets: unknown[] | 'failed', conversation: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    ...conversation,
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace/datasets': datasets === 'failed' ? { status: 500, body: {} } : { body: { datasets } },
    'GET /api/workspace/datasets/d1': () => ({ body: { dataset: detail('d1') } }),
    'GET /api/workspace/datasets/d2': () => ({ body: { dataset: detail('d2') } }),
    'GET /api/workspace/models': { body: { models: [] } },
  });
  renderRoutes(
    [
      {
        path: '/app/home',
        element: (
          <HomeAsk
            readRows={readRows}
            commands={(query) => <p>results for {query}</p>}
            modelAction={(plan, subject) => <ModelAction plan={plan} subject={subject} />}
          />
        ),
      },
      stubPage('/app/playground', 'Playground page'),
    ],
    '/app/home',
  );
  return api;
}

const field = () => screen.getByLabelText('Ask a follow-up or jump anywhere');

describe('HomeAsk', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    files = { ...firstFiles };
    summaries = firstSummaries.map((summary) => ({ ...summary }));
    stubAssistantWorker();
  });

  it('answers from the most recent dataset and names it; "in" a name asks that one; a follow-up stays on it', async () => {
    renderHome();
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByText(/Ask about totals/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field(), 'What is the total Units?{Enter}');
    expect(await within(log).findByText('The total of Units is 10.')).toBeTruthy();
    expect(within(log).getByText(/About Small sales, your most recent dataset/)).toBeTruthy();
    expect((field() as HTMLInputElement).value).toBe('');

    await user.type(field(), 'What is the total Units in ventes ete?{Enter}');
    expect(await within(log).findByText('The total of Units is 100.')).toBeTruthy();
    expect(within(log).getByText(/· About Ventes été$/)).toBeTruthy();
    expect(readRows).toHaveBeenCalledTimes(2);

    const next = within(log).getAllByRole('group', { name: 'Ask next' }).at(-1)!;
    await user.click(within(next).getAllByRole('button')[0]!);
    const answers = await within(log).findAllByText(/· About Ventes été$/);
    expect(answers).toHaveLength(2);
  });

  it('predicts on the dataset the question is about: the most recent, or the one named', async () => {
    const api = renderHome();
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    const user = userEvent.setup();
    await user.type(field(), 'predict Units for Region = West{Enter}');
    expect(await within(log).findByText('No ready model predicts Units on this dataset yet.')).toBeTruthy();
    expect(api.callsTo('GET /api/workspace/models?datasetId=d2')).toHaveLength(1);
    await user.type(field(), 'predict Units for Region = West in ventes ete{Enter}');
    expect(await within(log).findByText(/· About Ventes été$/)).toBeTruthy();
    await waitFor(() =>
      expect(within(log).getAllByText('No ready model predicts Units on this dataset yet.')).toHaveLength(2),
    );
    expect(api.callsTo('GET /api/workspace/models?datasetId=d1')).toHaveLength(1);
  });

  it('reads the rows again when the dataset changed since the last question (a stream added rows), not before', async () => {
    renderHome();
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    await within(log).findByText(/Ask about totals/);
    const user = userEvent.setup();
    await user.type(field(), 'What is the total Units?{Enter}');
    expect(await within(log).findByText('The total of Units is 10.')).toBeTruthy();
    await user.type(field(), 'What is the average Units?{Enter}');
    expect(await within(log).findByText(/The average of Units is 2\.5/)).toBeTruthy();
    expect(readRows).toHaveBeenCalledTimes(1);

    files.d2 += 'South,90\n';
    Object.assign(summaries[0]!, { rowCount: 5, sizeBytes: 49 });
    await user.type(field(), 'What is the total Units?{Enter}');
    expect(await within(log).findByText('The total of Units is 100.')).toBeTruthy();
    expect(readRows).toHaveBeenCalledTimes(2);
  });

  it('hands what is typed to the command bar results', async () => {
    renderHome();
    await userEvent.type(field(), 'people');
    expect(screen.getByText('results for people')).toBeTruthy();
  });

  it('says there is no dataset yet, pointing to the playground, and does not ask', async () => {
    renderHome([]);
    expect(await screen.findByText(/Add a dataset first/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the playground' }).getAttribute('href')).toBe(
      '/app/playground',
    );
    await userEvent.type(field(), 'total units{Enter}');
    expect(screen.getByRole('button', { name: 'Ask' }).hasAttribute('disabled')).toBe(true);
    expect(readRows).not.toHaveBeenCalled();
  });

  it('says when the datasets could not be loaded, with a retry', async () => {
    renderHome('failed');
    expect(await screen.findByText('Your datasets could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the answer failed when the rows cannot be read, and asks again', async () => {
    readRows.mockRejectedValueOnce(new Error('read-failed'));
    renderHome();
    const user = userEvent.setup();
    await screen.findByText(/Ask about totals/);
    await user.type(field(), 'What is the total Units?{Enter}');
    expect(await screen.findByText('The assistant could not answer that. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('The total of Units is 10.')).toBeTruthy();
  });

  it('restores the kept conversation, keeps each answer with the dataset it is about, and a follow-up stays on it', async () => {
    const kept: KeptTurn = {
      question: 'What is the total Units in ventes ete?',
      scope: 'd1',
      about: 'Ventes été',
      answer: {
        kind: 'answer',
        plan: { kind: 'aggregate', aggregation: 'sum', column: 'Units', groupBy: null, filters: [] },
        result: { kind: 'value', value: 100, rows: 2 },
        sentence: 'The total of Units is 100.',
        how: 'How I got this: sum of Units over 2 rows',
        chart: 'none',
        followUps: ['What is the average Units?'],
      },
    };
    const api = renderHome(summaries, [kept]);
    const log = screen.getByRole('log', { name: 'Conversation with the assistant' });
    expect(await within(log).findByText('The total of Units is 100.')).toBeTruthy();
    expect(within(log).getByText(/· About Ventes été$/)).toBeTruthy();
    expect(readRows).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(within(log).getByRole('button', { name: 'What is the average Units?' }));
    expect(await within(log).findByText(/The average of Units is 50/)).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('POST /api/workspace/conversation')).toHaveLength(1));
    expect(api.callsTo('POST /api/workspace/conversation')[0]!.body).toMatchObject({
      turns: [{ question: 'What is the average Units?', scope: 'd1', about: 'Ventes été' }],
    });
  });
});
