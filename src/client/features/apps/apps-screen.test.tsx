import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { personalApps, type AppConnectionState } from '@/shared/preferences';
import { AppsScreen } from './apps-screen';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const state = (connected: string[] = []): AppConnectionState[] =>
  personalApps.map(({ slug }) => ({
    slug,
    connected: connected.includes(slug),
    connectedAt: connected.includes(slug) ? '2026-11-22T10:00:00.000Z' : null,
  }));

const renderApps = () => renderRoutes([{ path: '/apps', element: <AppsScreen /> }], '/apps');

describe('AppsScreen', () => {
  beforeEach(() => vi.clearAllMocks());

  it('lists the six apps with their state; Miro is disabled and says Soon', async () => {
    mockApi({ 'GET /api/preferences/apps': { body: { apps: state(['linear']) } } });
    renderApps();
    expect(await screen.findByRole('button', { name: 'Linear is connected. Disconnect it' })).toHaveProperty(
      'textContent',
      'Connected',
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Linear',
      'Notion',
      'Figma',
      'Zoom',
      'Slack',
      'Miro',
    ]);
    const miro = screen.getByRole<HTMLButtonElement>('button', { name: 'Miro is coming soon' });
    expect(miro.disabled).toBe(true);
    expect(miro.textContent).toBe('Soon');
  });

  it('filters by name or description as the user types, with an empty state', async () => {
    mockApi({ 'GET /api/preferences/apps': { body: { apps: state() } } });
    renderApps();
    const search = await screen.findByRole('searchbox', { name: 'Search apps' });
    const user = userEvent.setup();
    await user.type(search, 'FIG');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Figma']);
    await user.clear(search);
    await user.type(search, 'meetings');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Zoom']);
    await user.type(search, ' nowhere');
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “meetings nowhere”.');
  });

  it('connects an app, and puts the button back when the server refuses', async () => {
    const api = mockApi({
      'GET /api/preferences/apps': { body: { apps: state() } },
      'PUT /api/preferences/apps/notion': { body: { apps: state(['notion']) } },
      'PUT /api/preferences/apps/zoom': apiError(500, 'internal_error'),
    });
    renderApps();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Connect Notion' }));
    expect(await screen.findByRole('button', { name: 'Notion is connected. Disconnect it' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Notion connected');
    expect(api.callsTo('PUT /api/preferences/apps/notion')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Connect Zoom' }));
    expect(await screen.findByRole('button', { name: 'Connect Zoom' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not save the change. Please try again.'),
    );
  });
});
