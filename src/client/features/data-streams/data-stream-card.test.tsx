import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { pushServiceSlugs, type StreamSummary } from '@/shared/data-streams';
import { integrations } from '@/shared/integrations';
import type { DataStream } from '@/shared/workspace';
import { toast } from '@/client/test/sonner-mock';
import { cannotPullNote } from './cannot-pull-note';
import { DataStreamCard } from './data-stream-card';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const serviceNamed = (slug: string) => integrations.find((item) => item.slug === slug)!;
const state = (slug: string, overrides: Partial<DataStream> = {}): DataStream => ({
  slug,
  connected: false,
  connectedIn: [],
  wanted: false,
  lastDataAt: null,
  ...overrides,
});
const summary = (overrides: Partial<StreamSummary> = {}): StreamSummary => ({
  id: '6f1c1f0e-52f5-4a64-9c36-3f1d0f1b2a10',
  name: 'GitHub',
  kind: 'webhook',
  service: 'github',
  mode: 'append',
  status: 'active',
  datasetId: null,
  datasetName: 'GitHub events',
  lastSyncAt: null,
  rowsReceived: 0,
  rejectedDeliveries: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
  pull: null,
  postgres: null,
  ...overrides,
});
const hookUrl = 'http://localhost/api/hooks/6f1c1f0e-52f5-4a64-9c36-3f1d0f1b2a10';

const renderCard = (slug: string, stream: DataStream | undefined = state(slug)) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ul>
            <DataStreamCard integration={serviceNamed(slug)} stream={stream} canChange />
          </ul>
        ),
      },
    ],
    '/',
  );

describe('Connect a webhook service', () => {
  beforeEach(() => vi.clearAllMocks());

  it('GitHub: makes a stream with the defaults and shows the URL and the secret once', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': {
        status: 201,
        body: { stream: summary(), secret: 'whsec_shown-once', endpoint: hookUrl },
      },
    });
    renderCard('github');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect GitHub' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Stream name')).toHaveProperty('value', 'GitHub');
    expect(within(dialog).getByLabelText('Dataset name')).toHaveProperty('value', 'GitHub events');
    // GitHub takes Tessera's secret: nothing to paste.
    expect(within(dialog).queryByLabelText(/signing secret/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(await within(dialog).findByLabelText('Webhook URL')).toHaveProperty('value', hookUrl);
    expect(within(dialog).getByLabelText('Secret')).toHaveProperty('value', 'whsec_shown-once');
    expect(within(dialog).getByText('Copy the secret now: it will not be shown again.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'How to add a webhook in GitHub' })).toHaveProperty(
      'href',
      'https://docs.github.com/en/webhooks/using-webhooks/creating-webhooks',
    );
    expect(api.callsTo('POST /api/workspace/data-streams/streams')[0]!.body).toEqual({
      kind: 'webhook',
      service: 'github',
      name: 'GitHub',
      datasetName: 'GitHub events',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Opened again, the dialog is a new form: the secret is not shown a second time.
    await userEvent.click(screen.getByRole('button', { name: 'Connect GitHub' }));
    expect(screen.queryByDisplayValue('whsec_shown-once')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create stream' })).toBeTruthy();
  });

  it('Slack: asks for the signing secret Slack shows, and sends it', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': {
        status: 201,
        body: { stream: summary({ name: 'Slack', service: 'slack' }), secret: null, endpoint: hookUrl },
      },
    });
    renderCard('slack');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Slack' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Paste the signing secret from Slack'),
      'slack-signing-1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(await within(dialog).findByLabelText('Webhook URL')).toHaveProperty('value', hookUrl);
    expect(within(dialog).queryByLabelText('Secret')).toBeNull();
    expect(api.callsTo('POST /api/workspace/data-streams/streams')[0]!.body).toMatchObject({
      service: 'slack',
      secret: 'slack-signing-1',
    });
  });

  it('a refusal is shown in the dialog and what was typed stays', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': apiError(
        409,
        'too-many-streams',
        'A workspace has at most 50 data streams: delete one first.',
      ),
    });
    renderCard('github');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect GitHub' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText('Stream name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Engine repo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(
      await within(dialog).findByText('A workspace has at most 50 data streams: delete one first.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Stream name')).toHaveProperty('value', 'Engine repo');
  });
});

describe('A webhook service card', () => {
  beforeEach(() => vi.clearAllMocks());

  it('says Connected only with a stream, and when data last came', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderCard('github', state('github', { connected: true, lastDataAt: new Date().toISOString() }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText(/Last data: /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage GitHub streams' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect GitHub' })).toBeNull();
  });

  it('a service the team only said it uses is not Connected', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderCard('github', state('github', { wanted: true }));
    expect(await screen.findByRole('button', { name: 'Connect GitHub' })).toBeTruthy();
    expect(screen.queryByText('Connected')).toBeNull();
  });

  it('a connected card without data says so; Manage lists the streams with their errors', async () => {
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/data-streams': {
        body: { dataStreams: [], streams: [summary({ status: 'failing', rowsReceived: 3 })] },
      },
      [`GET /api/workspace/data-streams/streams/${summary().id}`]: {
        body: {
          stream: {
            ...summary({ status: 'failing', rowsReceived: 3 }),
            errors: [
              { at: '2026-11-26T11:00:00.000Z', reason: 'bad-signature', detail: null, fact: null },
              {
                at: '2026-11-26T10:00:00.000Z',
                reason: 'malformed',
                detail: null,
                fact: { code: 'unmappedEvents', count: 2 },
              },
            ],
          },
        },
      },
    });
    renderCard('github', state('github', { connected: true }));
    expect(await screen.findByText(/No data yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Manage GitHub streams' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Failing')).toBeTruthy();
    expect(within(dialog).getByText(/3 rows received/)).toBeTruthy();
    expect(await within(dialog).findByText(/Wrong signature/)).toBeTruthy();
    expect(within(dialog).getByText(/Not readable \(2 events could not be mapped\)/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Rotate secret' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('Notion: a refused confirmation (another token came) shows the new fingerprint to check', async () => {
    const notion = summary({ name: 'Notion', service: 'notion' });
    const pendingWith = (fingerprint: string) => ({
      body: {
        stream: {
          ...notion,
          errors: [],
          pendingSecret: { fingerprint, capturedAt: '2026-11-26T11:00:00.000Z' },
        },
      },
    });
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/data-streams': { body: { dataStreams: [], streams: [notion] } },
      [`GET /api/workspace/data-streams/streams/${notion.id}`]: [
        pendingWith('aaaa1111'),
        pendingWith('bbbb2222'),
      ],
      [`POST /api/workspace/data-streams/streams/${notion.id}/confirm-secret`]: apiError(
        409,
        'pending_secret_changed',
        'Another secret arrived since this one was shown: check the new fingerprint and confirm again.',
      ),
    });
    renderCard('notion', state('notion', { connected: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Manage Notion streams' }));
    const manage = screen.getByRole('dialog');
    expect(await within(manage).findByText(/fingerprint aaaa1111/)).toBeTruthy();
    await user.click(within(manage).getByRole('button', { name: 'Confirm secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm the secret of Notion?' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm secret' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Another secret arrived since this one was shown: check the new fingerprint and confirm again.',
      ),
    );
    expect(api.callsTo(`POST /api/workspace/data-streams/streams/${notion.id}/confirm-secret`)).toEqual([
      expect.objectContaining({ body: { fingerprint: 'aaaa1111' } }),
    ]);
    expect(await within(manage).findByText(/fingerprint bbbb2222/)).toBeTruthy();
  });

  it('a service still to come stays disabled', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderCard('framer');
    expect(await screen.findByRole('button', { name: 'Coming Soon' })).toHaveProperty('disabled', true);
  });
});

describe('A service Tessera cannot pull from yet', () => {
  beforeEach(() => vi.clearAllMocks());

  const pushUrl = 'http://localhost/api/v1/streams/6f1c1f0e-52f5-4a64-9c36-3f1d0f1b2a10/rows';

  it('are the five services without webhooks, each with what it cannot do today', () => {
    expect([...pushServiceSlugs].sort()).toEqual(['amplitude', 'google-drive', 'miro', 'mixpanel', 'sketch']);
    for (const slug of pushServiceSlugs) expect(cannotPullNote(slug), slug).toMatch(/^Tessera cannot/);
  });

  it('Amplitude: Connect flips no flag, it says what works and makes a push stream with its URL', async () => {
    const api = mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'POST /api/workspace/data-streams/streams': {
        status: 201,
        body: {
          stream: summary({ name: 'Amplitude', kind: 'push', service: 'amplitude' }),
          secret: null,
          endpoint: pushUrl,
        },
      },
    });
    renderCard('amplitude');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Amplitude' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/Tessera cannot pull from Amplitude yet/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Dataset name')).toHaveProperty('value', 'Amplitude data');
    expect(within(dialog).queryByLabelText(/signing secret/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create stream' }));
    expect(await within(dialog).findByLabelText('Push URL')).toHaveProperty('value', pushUrl);
    expect(within(dialog).queryByLabelText('Secret')).toBeNull();
    expect(within(dialog).getByText(/scoped streams:write/)).toBeTruthy();
    expect(within(dialog).getByText(/"rows"/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Create an API key' }).getAttribute('href')).toBe(
      '/settings/workspace/api-keys',
    );
    expect(api.callsTo('POST /api/workspace/data-streams/streams')[0]!.body).toEqual({
      kind: 'push',
      service: 'amplitude',
      name: 'Amplitude',
      datasetName: 'Amplitude data',
    });
    // Nothing marks a flag: the only write is the stream.
    expect(api.callsTo('PUT /api/workspace/data-streams/amplitude')).toHaveLength(0);
  });

  it('a connected push service lists its streams without a secret to rotate', async () => {
    const stream = summary({ name: 'Amplitude', kind: 'push', service: 'amplitude', datasetName: 'Events' });
    mockApi({
      'GET /api/auth/get-session': { body: aSession() },
      'GET /api/workspace/data-streams': { body: { dataStreams: [], streams: [stream] } },
      [`GET /api/workspace/data-streams/streams/${stream.id}`]: {
        body: { stream: { ...stream, errors: [] } },
      },
    });
    renderCard('amplitude', state('amplitude', { connected: true }));
    expect(await screen.findByText('Connected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Manage Amplitude streams' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Dataset: Events', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Rotate secret' })).toBeNull();
  });
});
