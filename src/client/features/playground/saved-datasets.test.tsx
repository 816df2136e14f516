import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { DatasetSummary } from '@/shared/datasets';
import { SavedDatasets } from './saved-datasets';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const aDataset = (overrides: Partial<DatasetSummary> = {}): DatasetSummary => ({
  id: '6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10',
  name: 'Cities',
  format: 'csv',
  rowCount: 1200,
  columnCount: 4,
  sizeBytes: 48_000,
  createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  uploader: { id: 'user-1', name: 'Ada Lovelace' },
  canDelete: true,
  ...overrides,
});

const renderList = () =>
  renderRoutes([{ path: '/app/playground', Component: SavedDatasets }], '/app/playground');

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

  it('lists each dataset with its uploader, size and age, and a delete button only where allowed', async () => {
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
    expect(cities!.textContent).toContain('Ada Lovelace · 1,200 rows × 4 columns · 46.9 kB · 3 days ago');
    expect(within(cities!).getByRole('button', { name: 'Delete Cities' })).toBeTruthy();
    expect(sales!.textContent).toContain('A former member');
    expect(within(sales!).queryByRole('button', { name: 'Delete Sales' })).toBeNull();
  });

  it('deletes after confirming, and says so when the server refuses', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': { body: { datasets: [aDataset()] } },
      'DELETE /api/workspace/datasets/6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10': [
        apiError(
          403,
          'forbidden',
          'Only Owners, Admins and the person who uploaded a dataset can delete it.',
        ),
        { status: 200, body: null },
      ],
    });
    renderList();
    const remove = () => userEvent.click(screen.getByRole('button', { name: 'Delete Cities' }));
    const confirm = () =>
      userEvent.click(
        within(screen.getByRole('dialog', { name: 'Delete this dataset?' })).getByRole('button', {
          name: 'Delete',
        }),
      );
    await screen.findByRole('list', { name: 'Saved datasets' });
    await remove();
    await confirm();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Only Owners, Admins and the person who uploaded a dataset can delete it.',
      ),
    );
    await remove();
    await confirm();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Deleted Cities'));
    expect(api.callsTo('DELETE /api/workspace/datasets/6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10')).toHaveLength(
      2,
    );
  });

  it('opens the dataset named in the address, as the command bar links to it', async () => {
    const dataset = aDataset();
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': { body: { datasets: [dataset] } },
      [`GET /api/workspace/datasets/${dataset.id}`]: { status: 500, body: {} },
    });
    renderRoutes(
      [{ path: '/app/playground', Component: SavedDatasets }],
      `/app/playground?dataset=${dataset.id}`,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Cities' })).toBeTruthy();
  });
});
