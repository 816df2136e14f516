import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { DatasetsScreen } from './datasets-screen';
import { aDatasetSummary } from './test/profile-fixture';
import type { WorkspaceAction, WorkspaceRole } from '@/shared/permissions';
import type { ActiveWorkspace } from '@/shared/workspace';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const aWorkspace = (role: WorkspaceRole, permissions: WorkspaceAction[]): ActiveWorkspace => ({
  id: 'w1',
  name: 'Team',
  avatarUrl: null,
  role,
  permissions,
  memberCount: 2,
  onlyWorkspace: true,
});

const renderList = (url = '/app/datasets') =>
  renderRoutes(
    [
      { path: '/app/datasets', Component: DatasetsScreen },
      { path: '/app/datasets/:id', Component: () => <p>Dataset page</p> },
    ],
    url,
  );

const names = () =>
  within(screen.getByRole('list', { name: 'Datasets in this workspace' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DatasetsScreen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists the datasets with their size, uploader and date, each a link to its page', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': {
        body: { datasets: [aDatasetSummary(), aDatasetSummary({ id: 'b', name: 'Sales', uploader: null })] },
      },
    });
    const { location } = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Datasets' })).toBeTruthy();
    const item = (await screen.findByRole('link', { name: 'Cities' })).closest('li')!;
    expect(item.textContent).toContain('1,200 rows × 4 columns · 46.9 kB · Ada Lovelace');
    expect(
      within(screen.getByRole('link', { name: 'Sales' }).closest('li')!).getByText(/A former member/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Cities' }));
    await waitFor(() => expect(location()).toBe('/app/datasets/6f1c1a52-51c4-4a4e-9d0c-0d7c1c1f5a10'));
  });

  it('searches by name or uploader, and sorts by date, name or size as the address says', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': {
        body: {
          datasets: [
            aDatasetSummary({
              id: 'a',
              name: 'Zebra counts',
              sizeBytes: 10,
              createdAt: '2026-11-22T10:00:00.000Z',
            }),
            aDatasetSummary({
              id: 'b',
              name: 'apples',
              sizeBytes: 3000,
              createdAt: '2026-11-21T10:00:00.000Z',
            }),
            aDatasetSummary({
              id: 'c',
              name: 'Mangoes',
              sizeBytes: 9000,
              createdAt: '2026-11-20T10:00:00.000Z',
              uploader: { id: 'u2', name: 'Grace Hopper' },
            }),
          ],
        },
      },
    });
    const { router } = renderList();
    await screen.findByRole('link', { name: 'apples' });
    expect(names()).toEqual(['Zebra counts', 'apples', 'Mangoes']);
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Newest first');

    await router.navigate('/app/datasets?sort=name');
    // A busy machine may take a while to render: the wait is long, the assertion is about order only.
    await waitFor(() => expect(names()).toEqual(['apples', 'Mangoes', 'Zebra counts']), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Name');
    await router.navigate('/app/datasets?sort=size');
    await waitFor(() => expect(names()).toEqual(['Mangoes', 'apples', 'Zebra counts']), { timeout: 5000 });
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Largest first');

    const search = screen.getByRole('searchbox', { name: 'Search datasets' });
    await userEvent.type(search, 'grace');
    await waitFor(() => expect(names()).toEqual(['Mangoes']), { timeout: 5000 });
    await userEvent.clear(search);
    await userEvent.type(search, 'kiwi');
    expect(await screen.findByText('No dataset matches “kiwi”.')).toBeTruthy();
  });

  it('offers sample data when there is none, and opens the new dataset’s page', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace': { body: { workspace: aWorkspace('editor', ['dataset:create']) } },
      'GET /api/workspace/datasets': { body: { datasets: [] } },
      'POST /api/workspace/datasets/sample': {
        status: 201,
        body: { dataset: aDatasetSummary({ id: 'sample-1' }) },
      },
    });
    const { location } = renderList();
    expect(await screen.findByRole('heading', { name: 'No datasets yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the playground' }).getAttribute('href')).toBe(
      '/app/playground',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try with sample data' }));
    await waitFor(() => expect(location()).toBe('/app/datasets/sample-1'));
    expect(api.callsTo('POST /api/workspace/datasets/sample')).toHaveLength(1);
  });

  it('tells a Collaborator who can add datasets, with the playground and no sample to save', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace': { body: { workspace: aWorkspace('collaborator', []) } },
      'GET /api/workspace/datasets': { body: { datasets: [] } },
    });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No datasets yet' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Datasets appear here once someone with the Editor role or above saves one. You can explore a file of your own in the playground.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the playground' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try with sample data' })).toBeNull();
    expect(api.callsTo('POST /api/workspace/datasets/sample')).toHaveLength(0);
  });

  it('says when the list cannot be loaded, with a retry', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/datasets': {
        status: 500,
        body: { error: { code: 'internal_error', message: 'x' } },
      },
    });
    renderList();
    expect((await screen.findByRole('alert')).textContent).toContain('The datasets could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
