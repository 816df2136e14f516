import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { toast } from '@/client/test/sonner-mock';
import { ConnectPostgresDialog } from './connect-postgres-dialog';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const renderDialog = (onOpenChange = vi.fn()) =>
  renderRoutes([{ path: '/', element: <ConnectPostgresDialog open onOpenChange={onOpenChange} /> }], '/');

/** The dialog, once open, with host, database, user and query typed in. */
async function fillSource(query: string) {
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Host'), 'db.example.test');
  await userEvent.type(within(dialog).getByLabelText('Database'), 'shop');
  await userEvent.type(within(dialog).getByLabelText('User'), 'reader');
  await userEvent.type(within(dialog).getByLabelText(/^Query/), query);
  return dialog;
}

describe('Add a PostgreSQL query', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says why a query is refused and sends nothing', async () => {
    const api = mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderDialog();
    const dialog = await fillSource('DELETE FROM orders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(
      await within(dialog).findByText(
        'Enter a query that reads data: SELECT, WITH … SELECT, VALUES or TABLE.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/workspace/data-streams/streams')).toHaveLength(0);
  });

  it('sends the source with its port as a number, and closes once made', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': { status: 201, body: { stream: {}, secret: null } },
    });
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    const dialog = await fillSource('SELECT id FROM orders');
    await userEvent.clear(within(dialog).getByLabelText('Port'));
    await userEvent.type(within(dialog).getByLabelText('Port'), '6543');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 's3cret');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('POST /api/workspace/data-streams/streams')[0]!.body).toEqual({
      kind: 'postgres',
      name: 'PostgreSQL query',
      datasetName: 'Query results',
      mode: 'append',
      schedule: 'daily',
      host: 'db.example.test',
      port: 6543,
      database: 'shop',
      user: 'reader',
      password: 's3cret',
      ssl: 'verify-full',
      query: 'SELECT id FROM orders',
    });
    expect(toast.success).toHaveBeenCalledWith('PostgreSQL query created');
  });

  it('takes the server’s CA certificate for a checked connection, and says why a private key is not one', async () => {
    // The stand-in server's test certificate (src/server/test/fake-postgres-tls.crt) and its key.
    const testFile = (name: string) => readFileSync(join(process.cwd(), 'src/server/test', name), 'utf8');
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': { status: 201, body: { stream: {}, secret: null } },
    });
    const onOpenChange = vi.fn();
    renderDialog(onOpenChange);
    const dialog = await fillSource('SELECT 1');
    const ca = within(dialog).getByLabelText(/^CA certificate/);
    await userEvent.click(ca);
    await userEvent.paste(testFile('fake-postgres-tls.key'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(await within(dialog).findByText(/Paste one or more PEM certificates/)).toBeTruthy();
    expect(ca.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/workspace/data-streams/streams')).toHaveLength(0);

    await userEvent.clear(ca);
    await userEvent.click(ca);
    await userEvent.paste(testFile('fake-postgres-tls.crt'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo('POST /api/workspace/data-streams/streams')[0]!.body).toMatchObject({
      ssl: 'verify-full',
      caCertificate: testFile('fake-postgres-tls.crt').trim(),
    });
  });
});
