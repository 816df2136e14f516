import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { PinnedInsight } from '@/shared/insights';
import { PinnedInsights } from './pinned-insights';
import { aSegment, aSpike } from './test/insight-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const pins: PinnedInsight[] = [
  {
    id: 'pin-2',
    datasetId: 'dataset-2',
    datasetName: 'Visits',
    insight: aSpike(),
    pinnedAt: '2026-11-21T09:30:00.000Z',
    pinnedBy: null,
    canUnpin: false,
  },
  {
    id: 'pin-1',
    datasetId: 'dataset-1',
    datasetName: 'Orders 2026',
    insight: aSegment(),
    pinnedAt: '2026-11-20T10:00:00.000Z',
    pinnedBy: { id: 'user-1', name: 'Ada Lovelace' },
    canUnpin: true,
  },
];

const renderHome = (answers: Parameters<typeof mockApi>[0][string]) => {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace/pins': answers,
    'DELETE /api/workspace/pins/pin-1': {},
  });
  renderRoutes([{ path: '/app/home', element: <PinnedInsights /> }], '/app/home');
  return api;
};

describe('PinnedInsights', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lists every pin with its sentence, chart, dataset link, who pinned it and when', async () => {
    renderHome({ body: { pins } });
    const section = screen.getByRole('region', { name: 'Pinned insights' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'sales spiked on Apr 2026: 300, 3 times the usual 100.',
      'sales is 48% higher on average where region is “West” than for its other values.',
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Visits' }).getAttribute('href')).toBe(
      '/app/datasets/dataset-2',
    );
    expect(within(cards[0]!).getByText('Pinned by a former member on Nov 21, 2026')).toBeTruthy();
    expect(within(cards[0]!).queryByRole('button', { name: /Unpin/ })).toBeNull();
    expect(within(cards[1]!).getByText('Pinned by Ada Lovelace on Nov 20, 2026')).toBeTruthy();
    expect(within(cards[1]!).getByRole('figure')).toBeTruthy();
  });

  it('unpins where the member may, and the list is read again', async () => {
    const api = renderHome([{ body: { pins } }, { body: { pins: [pins[0]] } }]);
    const mine = await screen.findByRole('article', { name: /sales is 48% higher/ });
    await userEvent.click(
      within(mine).getByRole('button', { name: /^Unpin from Home: sales is 48% higher/ }),
    );
    await waitFor(() => expect(api.callsTo('DELETE /api/workspace/pins/pin-1')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Unpinned.'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('gives a short hint when nothing is pinned', async () => {
    renderHome({ body: { pins: [] } });
    expect(
      await screen.findByText(
        'Pin an insight from a dataset’s page to show it here for everyone in the workspace.',
      ),
    ).toBeTruthy();
  });
});
