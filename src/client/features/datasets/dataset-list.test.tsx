import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { DatasetSummary } from '@/shared/datasets';
import { SavedDatasets } from './dataset-list';
import { aDatasetSummary } from './test/profile-fixture';

const aDataset = (overrides: Partial<DatasetSummary> = {}) =>
  aDatasetSummary({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(), ...overrides });

const renderList = () =>
  renderRoutes(
    [
      {
        path: '/app/playground',
        Component: () => <SavedDatasets heading="Saved datasets" empty="No datasets yet." />,
      },
    ],
    '/app/playground',
  );

describe('SavedDatasets', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says when there are none yet', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': { body: { datasets: [] } },
    });
    renderList();
    expect(await screen.findByText(/No datasets yet/)).toBeTruthy();
  });

  it('lists each dataset with its size, uploader and age, its name a link to its page', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': {
        body: {
          datasets: [aDataset(), aDataset({ id: 'b', name: 'Sales', uploader: null, canDelete: false })],
        },
      },
    });
    renderList();
    const list = await screen.findByRole('list', { name: 'Saved datasets' });
    const [cities, sales] = within(list).getAllByRole('listitem');
    expect(cities!.textContent).toContain('1,200 rows × 4 columns · 46.9 kB · Ada Lovelace · 3 days ago');
    expect(within(cities!).getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe(
      '/app/datasets/6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10',
    );
    expect(sales!.textContent).toContain('A former member');
    // Deleting is on the dataset's page (dataset-screen.test.tsx), for those allowed.
    expect(within(list).queryByRole('button')).toBeNull();
  });
});
