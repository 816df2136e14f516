import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { aDatasetDetail, anInsightReport } from '@/client/features/datasets/test/profile-fixture';
import type { DatasetDetail } from '@/shared/datasets';
import type { PinnedInsight } from '@/shared/insights';
import type { ActiveWorkspace } from '@/shared/workspace';
import type { WorkspaceAction } from '@/shared/permissions';
import { DatasetInsights } from './dataset-insights';
import { InsightsContent } from './insights-section';
import { ReaderInsights } from './reader-insights';
import { aSegment, oneOfEachKind } from './test/insight-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const workspace = (permissions: WorkspaceAction[]): ActiveWorkspace => ({
  id: 'w1',
  name: 'Team',
  avatarUrl: null,
  role: 'editor',
  permissions,
  memberCount: 2,
  onlyWorkspace: true,
});

const segment = aSegment();
const dataset = (): DatasetDetail =>
  aDatasetDetail({ insights: anInsightReport({ tested: 240, insights: [segment] }) });

const aPin = (overrides: Partial<PinnedInsight> = {}): PinnedInsight => ({
  id: 'pin-1',
  datasetId: dataset().id,
  datasetName: 'Orders 2026',
  insight: segment,
  pinnedAt: '2026-11-20T10:00:00.000Z',
  pinnedBy: { id: 'user-1', name: 'Ada Lovelace' },
  canUnpin: true,
  ...overrides,
});

const pinsPath = `/api/workspace/datasets/${dataset().id}/pins`;

type Reply = Parameters<typeof mockApi>[0][string];

function renderDatasetInsights(
  permissions: WorkspaceAction[],
  pins: Reply,
  pinReply: Reply = { status: 201, body: { pin: aPin() } },
  shown: DatasetDetail = dataset(),
) {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace: workspace(permissions) } },
    'GET /api/workspace/pins': pins,
    [`POST ${pinsPath}`]: pinReply,
    'DELETE /api/workspace/pins/pin-1': {},
  });
  renderRoutes(
    [{ path: '/app/datasets/:id', element: <DatasetInsights dataset={shown} /> }],
    `/app/datasets/x`,
  );
  return api;
}

const card = () => screen.getByRole('article', { name: /sales is 48% higher/ });

describe('InsightsContent', () => {
  it('counts the patterns tested and the insights, points to the alerts, and lists a card per insight in order', () => {
    const insights = oneOfEachKind();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsightsContent
              report={anInsightReport({ tested: 1234, insights })}
              alerts={{ count: 2, href: '#profile' }}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('Tested 1,234 patterns; 7 are insights.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: '2 data-quality alerts: see the profile.' }).getAttribute('href'),
    ).toBe('#profile');
    const cards = within(screen.getByRole('list', { name: 'Insights, most important first' })).getAllByRole(
      'article',
    );
    expect(cards).toHaveLength(7);
    expect(cards[0]!.getAttribute('tabindex')).toBe('0');
    expect(within(cards[0]!).getByRole('heading', { level: 3 }).textContent).toBe(
      'sales is 48% higher on average where region is “West” than for its other values.',
    );
    expect(cards[0]!.textContent).toContain('How this was found:');
    expect(cards[0]!.textContent).toContain('q = 0.0004');
    // Every chart has a text alternative: a table of its numbers, or a summary for a scatter plot.
    expect(within(cards[0]!).getByRole('table', { name: 'Mean sales by region' })).toBeTruthy();
    expect(within(cards[1]!).getByText('Scatter plot of 3 rows.')).toBeTruthy();
  });

  it('says one insight of one pattern in the singular', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsightsContent
              report={anInsightReport({ tested: 1, insights: [segment] })}
              alerts={{ count: 1, href: '#profile' }}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('Tested 1 pattern; 1 is an insight.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 data-quality alert: see the profile.' })).toBeTruthy();
  });

  it('says how many passed when only the strongest are kept', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsightsContent
              report={anInsightReport({ tested: 19_900, found: 9_870, insights: oneOfEachKind() })}
              alerts={{ count: 0, href: '#profile' }}
            />
          ),
        },
      ],
      '/',
    );
    expect(
      screen.getByText('Tested 19,900 patterns; 9,870 are insights. The 7 strongest are shown.'),
    ).toBeTruthy();
  });

  it('says how many patterns were tested when none passed the thresholds', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <InsightsContent report={anInsightReport({ tested: 87 })} alerts={{ count: 0, href: '#p' }} />
          ),
        },
      ],
      '/',
    );
    expect(
      screen.getByText(
        'Tested 87 patterns; none passed the thresholds (a false discovery rate of 5 % and a minimum effect size), so none is shown as an insight.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a progress bar while the browser finds the insights', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ReaderInsights
              insights={{ status: 'finding', progress: { stage: 'insights', done: 1, total: 4 } }}
              alerts={{ count: 0, href: '#p' }}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByText('Finding insights…')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Progress finding insights' }).getAttribute('aria-valuenow'),
    ).toBe('25');
  });
});

describe('DatasetInsights while a stream’s new rows wait for their insights', () => {
  it('says the insights are updating above the previous ones', async () => {
    renderDatasetInsights(['insight:pin'], { body: { pins: [] } }, undefined, {
      ...dataset(),
      insightsUpdating: true,
    });
    expect(
      await screen.findByText(
        'New rows arrived: their insights are being found. Until then, these are the insights found before.',
      ),
    ).toBeTruthy();
    expect(card()).toBeTruthy();
  });

  it('shows the insights being found when a new dataset has none yet', async () => {
    renderDatasetInsights(['insight:pin'], { body: { pins: [] } }, undefined, {
      ...dataset(),
      insights: null,
      insightsUpdating: true,
    });
    expect((await screen.findByRole('status')).textContent).toBe('Finding insights…');
    expect(screen.queryByRole('list', { name: 'Insights, most important first' })).toBeNull();
  });

  it('says nothing of updating once they are found', async () => {
    renderDatasetInsights(['insight:pin'], { body: { pins: [] } });
    expect(await screen.findByRole('article', { name: /sales is 48% higher/ })).toBeTruthy();
    expect(screen.queryByText(/New rows arrived/)).toBeNull();
  });
});

describe('DatasetInsights pinning', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('pins an insight as the browser has it, then shows it pinned with Unpin', async () => {
    const api = renderDatasetInsights(
      ['insight:pin'],
      [{ body: { pins: [] } }, { body: { pins: [aPin()] } }],
    );
    await userEvent.click(
      await within(card()).findByRole('button', { name: /^Pin to Home: sales is 48% higher/ }),
    );
    await waitFor(() => expect(api.callsTo(`POST ${pinsPath}`)).toHaveLength(1));
    expect(api.callsTo(`POST ${pinsPath}`)[0]!.body).toEqual({ insight: segment });
    expect(toast.success).toHaveBeenCalledWith('Pinned to Home for everyone in the workspace.');
    expect(await within(card()).findByText('Pinned')).toBeTruthy();
    await userEvent.click(within(card()).getByRole('button', { name: /^Unpin from Home/ }));
    await waitFor(() => expect(api.callsTo('DELETE /api/workspace/pins/pin-1')).toHaveLength(1));
  });

  it('shows the server’s message when the insight changed, and keeps the card and its Pin button', async () => {
    const message = 'The server found different numbers for this insight: it was not pinned.';
    renderDatasetInsights(['insight:pin'], { body: { pins: [] } }, apiError(409, 'insight-changed', message));
    await userEvent.click(await within(card()).findByRole('button', { name: /^Pin to Home/ }));
    expect((await within(card()).findByRole('alert')).textContent).toBe(message);
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(within(card()).getByRole('button', { name: /^Pin to Home/ })).toBeTruthy();
    expect(card().textContent).toContain('How this was found:');
  });

  it('offers no Pin without the permission, and no Unpin on another’s pin', async () => {
    renderDatasetInsights([], { body: { pins: [aPin({ canUnpin: false })] } });
    expect(await within(card()).findByText('Pinned')).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: /Pin to Home|Unpin/ })).toBeNull();
  });
});
