import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { DatasetDetail } from '@/shared/datasets';
import { DatasetScreen } from './dataset-screen';
import { aDatasetDetail, aProfile } from './test/profile-fixture';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const path = (dataset: DatasetDetail) => `/api/workspace/datasets/${dataset.id}`;

function Page() {
  const { id = '' } = useParams();
  return <DatasetScreen id={id} notFound={<p>The not-found page</p>} />;
}

const renderPage = (dataset: DatasetDetail) =>
  renderRoutes(
    [
      { path: '/app/datasets/:id', Component: Page },
      { path: '/app/datasets', Component: () => <p>The list</p> },
    ],
    `/app/datasets/${dataset.id}`,
  );

describe('DatasetScreen', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the dataset with how it was read, its sections and an in-page nav', async () => {
    const dataset = aDatasetDetail();
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Orders 2026' })).closest('header')!;
    const fact = (label: string) =>
      within(header).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Rows × columns')).toBe('10 rows × 4 columns');
    expect(fact('Size')).toBe('2 kB');
    expect(fact('Encoding')).toBe('Windows-1252 (Latin-1)');
    expect(fact('Dialect')).toBe('delimiter “;”, quote “"”, header row, decimal “,”');
    expect(fact('Uploaded by')).toBe('Ada Lovelace');
    const nav = screen.getByRole('navigation', { name: 'Sections of this dataset' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#profile', '#data', '#import-report']);
    for (const name of ['Profile', 'Data', 'Import report']) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    const report = screen.getByRole('region', { name: 'Import report' });
    expect(within(report).getByText('1 row needs attention')).toBeTruthy();
    const anomaly = within(within(report).getByRole('list', { name: 'Rows that need attention' })).getByRole(
      'listitem',
    );
    expect(anomaly.textContent).toBe(
      'Line 7Too many fields (expected 4 fields, found 5)· What was done: Extra fields kept in the “extra” columnRaw text: A-0006;Lyon;3;12,5;extra',
    );
    // Until the file is read, the stored first rows; the file is not there here, and the page says so.
    const data = screen.getByRole('region', { name: 'Data' });
    expect(await within(data).findByText('The rows could not be read.')).toBeTruthy();
    expect(within(data).getByRole('table', { name: /Dataset rows/ })).toBeTruthy();
    expect(within(data).getByText('3 of 3 rows')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(`${path(dataset)}/file`);
  });

  it('says when the profile describes fewer rows than the dataset holds (a stream’s rows not yet profiled)', async () => {
    const dataset = aDatasetDetail({
      rowCount: 1250,
      insightsUpdating: true,
      profile: aProfile({ rowCount: 1200 }),
    });
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('status').textContent).toBe(
      'These statistics describe the first 1,200 of 1,250 rows. Updating with the rows that arrived since…',
    );
    // Above the profile itself.
    const status = within(profile).getByRole('status');
    const columns = within(profile).getByRole('heading', { name: 'Column profiles' });
    expect(status.compareDocumentPosition(columns) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says nothing of the profile’s rows when it describes them all', async () => {
    const dataset = aDatasetDetail({ rowCount: 1250, profile: aProfile({ rowCount: 1250 }) });
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByRole('heading', { name: 'Column profiles' })).toBeTruthy();
    expect(within(profile).queryByRole('status')).toBeNull();
    expect(screen.queryByText(/These statistics describe/)).toBeNull();
  });

  it('renames the dataset through the shared name rules', async () => {
    const dataset = aDatasetDetail();
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: [
        { body: { dataset } },
        { body: { dataset: { ...dataset, name: 'Orders Q4' } } },
      ],
      [`PATCH ${path(dataset)}`]: { body: { dataset: { ...dataset, name: 'Orders Q4' } } },
      'GET /api/workspace/datasets': { body: { datasets: [] } },
    });
    renderPage(dataset);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename this dataset' });
    const name = within(dialog).getByRole('textbox', { name: 'Dataset name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(api.callsTo(`PATCH ${path(dataset)}`)).toHaveLength(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'Orders Q4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PATCH ${path(dataset)}`)[0]!.body).toEqual({ name: 'Orders Q4' });
    expect(toast.success).toHaveBeenCalledWith('Renamed to Orders Q4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders Q4' })).toBeTruthy();
  });

  it('shows the server’s refusal beside the name', async () => {
    const dataset = aDatasetDetail();
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
      [`PATCH ${path(dataset)}`]: {
        status: 400,
        body: {
          error: { code: 'invalid_input', message: 'The name must be at most 100 characters', field: 'name' },
        },
      },
    });
    renderPage(dataset);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText('The name must be at most 100 characters')).toBeTruthy();
  });

  it('deletes after a confirmation and goes back to the list, and says so when the server refuses', async () => {
    const dataset = aDatasetDetail();
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
      [`DELETE ${path(dataset)}`]: [
        apiError(
          403,
          'forbidden',
          'Only Owners, Admins and the person who uploaded a dataset can delete it.',
        ),
        { status: 200, body: null },
      ],
      'GET /api/workspace/datasets': { body: { datasets: [] } },
    });
    const { location } = renderPage(dataset);
    const remove = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this dataset?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Only Owners, Admins and the person who uploaded a dataset can delete it.',
      ),
    );
    expect(location()).not.toBe('/app/datasets');
    await remove();
    await waitFor(() => expect(location()).toBe('/app/datasets'));
    expect(api.callsTo(`DELETE ${path(dataset)}`)).toHaveLength(2);
    // The deleted dataset is not asked for again on its way out.
    expect(api.callsTo(`GET ${path(dataset)}`)).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Deleted Orders 2026');
  });

  it('offers rename and delete only to those allowed', async () => {
    const dataset = aDatasetDetail({ canDelete: false });
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const actions = await screen.findByRole('group', { name: 'Dataset actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Download']);
    expect(within(actions).queryByRole('button')).toBeNull();
  });

  it('names the data streams that feed it, linked to the Data Streams screen, with when data last came', async () => {
    const dataset = aDatasetDetail({
      sources: [
        { id: 's1', name: 'GitHub', kind: 'webhook', service: 'github', status: 'active', lastSyncAt: null },
        {
          id: 's2',
          name: 'Orders push',
          kind: 'push',
          service: null,
          status: 'paused',
          lastSyncAt: '2026-11-20T09:30:00.000Z',
        },
      ],
    });
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Orders 2026' })).closest('header')!;
    const fedBy = within(header).getByText('Fed by', { selector: 'dt' }).nextElementSibling as HTMLElement;
    const items = within(fedBy).getAllByRole('listitem');
    expect(items[0]!.textContent).toBe('GitHub · no data yet');
    expect(items[1]!.textContent).toMatch(/^Orders push · last data .*2026/);
    expect(
      within(fedBy)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings/workspace/integrations', '/settings/workspace/integrations']);
  });

  it('says nothing of sources for an uploaded file', async () => {
    const dataset = aDatasetDetail();
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: { body: { dataset } },
    });
    renderPage(dataset);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Orders 2026' })).closest('header')!;
    expect(within(header).queryByText('Fed by')).toBeNull();
  });

  it('shows the not-found page for a dataset of another workspace', async () => {
    const dataset = aDatasetDetail();
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      [`GET ${path(dataset)}`]: apiError(404, 'not_found', 'No such dataset in this workspace.'),
    });
    renderPage(dataset);
    expect(await screen.findByText('The not-found page')).toBeTruthy();
  });
});
