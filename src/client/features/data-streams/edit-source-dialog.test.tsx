import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { toast } from '@/client/test/sonner-mock';
import type { StreamSummary } from '@/shared/data-streams';
import { ConnectPostgresDialog } from './connect-postgres-dialog';
import { ConnectUrlPullDialog } from './connect-url-pull-dialog';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const id = '0b9e5a52-7c1d-4a0e-9a43-5d2f6c1e8b70';
const patch = `PATCH /api/workspace/data-streams/streams/${id}`;

const stream = (overrides: Partial<StreamSummary>): StreamSummary => ({
  id,
  name: 'Orders',
  kind: 'url',
  service: null,
  mode: 'append',
  status: 'active',
  datasetId: null,
  datasetName: 'Orders data',
  lastSyncAt: null,
  rowsReceived: 0,
  rejectedDeliveries: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  pull: null,
  postgres: null,
  ...overrides,
});

const urlPull = stream({
  pull: {
    url: 'https://files.example.test/orders.csv',
    headerName: 'X-Api-Key',
    schedule: 'daily',
    nextSyncAt: null,
    syncing: false,
    lastPull: null,
  },
});

const postgres = stream({
  kind: 'postgres',
  postgres: {
    host: 'db.example.test',
    port: 6543,
    database: 'shop',
    user: 'reader',
    ssl: 'require',
    query: 'SELECT id FROM orders',
    schedule: 'hourly',
    hasPassword: true,
  },
});

const api = (answer: { status: number; body: unknown } = { status: 200, body: { stream: {} } }) =>
  mockApi({ 'GET /api/auth/get-session': { body: aSession() }, [patch]: answer });

describe('Editing a URL pull', () => {
  beforeEach(() => vi.clearAllMocks());

  const renderDialog = (onOpenChange = vi.fn()) =>
    renderRoutes(
      [{ path: '/', element: <ConnectUrlPullDialog open onOpenChange={onOpenChange} editing={urlPull} /> }],
      '/',
    );

  it('starts from the stored settings and leaves out the address and header value it keeps', async () => {
    const calls = api();
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    const dialog = await screen.findByRole('dialog', { name: 'Edit URL pull' });
    expect(within(dialog).queryByLabelText('Dataset name')).toBeNull();
    const url = within(dialog).getByLabelText(/^File URL/);
    expect((url as HTMLInputElement).value).toBe('');
    expect(
      within(dialog).getByText(
        'Leave empty to keep the current address (https://files.example.test/orders.csv, shown without its query).',
      ),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Authentication header name/) as HTMLInputElement).value).toBe(
      'X-Api-Key',
    );
    const name = within(dialog).getByLabelText('Stream name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Orders sheet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.callsTo(patch)[0]!.body).toEqual({
      kind: 'url',
      name: 'Orders sheet',
      mode: 'append',
      schedule: 'daily',
      header: { name: 'X-Api-Key' },
    });
    expect(toast.success).toHaveBeenCalledWith('Changes saved');
  });

  it('sends a new address, and removes the header when its name is emptied', async () => {
    const calls = api();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Edit URL pull' });
    await userEvent.type(within(dialog).getByLabelText(/^File URL/), 'https://files.example.test/new.csv');
    await userEvent.clear(within(dialog).getByLabelText(/^Authentication header name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.callsTo(patch)).toHaveLength(1));
    expect(calls.callsTo(patch)[0]!.body).toMatchObject({
      url: 'https://files.example.test/new.csv',
      header: null,
    });
  });

  it('shows a refusal and keeps the dialog and what was typed', async () => {
    api({
      status: 409,
      body: { error: { code: 'not_editable', message: 'This data stream cannot be edited.' } },
    });
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    const dialog = await screen.findByRole('dialog', { name: 'Edit URL pull' });
    await userEvent.type(within(dialog).getByLabelText(/^File URL/), 'https://files.example.test/new.csv');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This data stream cannot be edited.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((within(dialog).getByLabelText(/^File URL/) as HTMLInputElement).value).toBe(
      'https://files.example.test/new.csv',
    );
  });
});

describe('Editing a PostgreSQL query', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts from the stored source and keeps the password when none is typed', async () => {
    const calls = api();
    const onOpenChange = vi.fn();
    renderRoutes(
      [{ path: '/', element: <ConnectPostgresDialog open onOpenChange={onOpenChange} editing={postgres} /> }],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit PostgreSQL query' });
    expect((within(dialog).getByLabelText('Host') as HTMLInputElement).value).toBe('db.example.test');
    expect(within(dialog).getByText('Leave empty to keep the current password.')).toBeTruthy();
    const query = within(dialog).getByLabelText(/^Query/);
    await userEvent.clear(query);
    await userEvent.type(query, 'SELECT id, total FROM orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.callsTo(patch)[0]!.body).toEqual({
      kind: 'postgres',
      name: 'Orders',
      mode: 'append',
      schedule: 'hourly',
      host: 'db.example.test',
      port: 6543,
      database: 'shop',
      user: 'reader',
      ssl: 'require',
      query: 'SELECT id, total FROM orders',
    });
  });
});
