import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import type { PinnedAnswer } from '@/shared/insights';
import type { ActiveWorkspace } from '@/shared/workspace';
import { PinAnswerControl, PinnedAnswerCard } from './pin-answer';

const answer: AssistantAnswer = {
  kind: 'answer',
  plan: { kind: 'aggregate', aggregation: 'sum', column: 'Units', groupBy: null, filters: [] },
  result: { kind: 'value', value: 10, rows: 4 },
  sentence: 'The total of Units is 10.',
  how: 'How I got this: sum of Units over 4 rows.',
  chart: 'none',
  followUps: [],
};
const question = 'What is the total Units?';
const pinned: PinnedAnswer = {
  id: 'p1',
  datasetId: 'd1',
  datasetName: 'Small sales',
  pinnedAt: '2026-11-27T03:00:00.000Z',
  pinnedBy: { id: 'u1', name: 'Ada' },
  answer: { question, language: 'en', answer },
  canUnpin: true,
};

const workspace: ActiveWorkspace = {
  id: 'w1',
  name: 'Team',
  avatarUrl: null,
  role: 'editor',
  permissions: ['insight:pin'],
  memberCount: 2,
  onlyWorkspace: true,
};

const render = (element: React.ReactNode, routes: Parameters<typeof mockApi>[0]) => {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace } },
    ...routes,
  });
  renderRoutes([{ path: '/app/home', element }], '/app/home');
  return api;
};

describe('PinAnswerControl', () => {
  it('pins the answer with the question and language, then shows it pinned with Unpin', async () => {
    const api = render(<PinAnswerControl datasetId="d1" question={question} answer={answer} />, {
      'GET /api/workspace/pins': [{ body: { pins: [] } }, { body: { pins: [pinned] } }],
      'POST /api/workspace/datasets/d1/pins/answer': { status: 201, body: { pin: pinned } },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Pin the answer to “${question}” to Home` }),
    );
    expect(await screen.findByText('Pinned')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Unpin the answer to “${question}”` })).toBeTruthy();
    expect(api.callsTo('POST /api/workspace/datasets/d1/pins/answer')[0]!.body).toEqual({
      question,
      language: 'en',
      answer,
    });
  });

  it('says why when the server worked the answer out differently, and stays unpinned', async () => {
    const message =
      'The server worked this answer out differently from your browser, so it was not pinned. Reload the page and ask again.';
    render(<PinAnswerControl datasetId="d1" question={question} answer={answer} />, {
      'GET /api/workspace/pins': { body: { pins: [] } },
      'POST /api/workspace/datasets/d1/pins/answer': apiError(409, 'answer-changed', message),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: `Pin the answer to “${question}” to Home` }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
    expect(screen.getByRole('button', { name: `Pin the answer to “${question}” to Home` })).toBeTruthy();
  });

  it('offers no Pin for an answer that is not about the rows', async () => {
    const api = render(
      <PinAnswerControl
        datasetId="d1"
        question="help"
        answer={{ kind: 'unknown', sentence: "I can't answer that yet.", suggestions: [] }}
      />,
      { 'GET /api/workspace/pins': { body: { pins: [] } } },
    );
    await waitFor(() => expect(api.callsTo('GET /api/workspace/pins')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/workspace')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('PinnedAnswerCard', () => {
  it('shows the dataset, the question, the answer and who pinned it, with Unpin', async () => {
    const api = render(<PinnedAnswerCard pin={pinned} />, { 'DELETE /api/workspace/pins/p1': {} });
    const card = screen.getByRole('article', { name: 'The total of Units is 10.' });
    expect(within(card).getByRole('link', { name: 'Small sales' }).getAttribute('href')).toBe(
      '/app/datasets/d1',
    );
    expect(within(card).getByText(`Asked: ${question}`)).toBeTruthy();
    expect(within(card).getByText('How I got this: sum of Units over 4 rows.')).toBeTruthy();
    expect(within(card).getByText(/Ada/)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: `Unpin the answer to “${question}”` }));
    expect(api.callsTo('DELETE /api/workspace/pins/p1')).toHaveLength(1);
  });
});
