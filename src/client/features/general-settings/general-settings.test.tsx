import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/client/lib/theme/theme-provider';
import { toast } from '@/client/lib/toast';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { GeneralSettings } from './general-settings';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const saved = { theme: null, language: null, timeZone: 'est' };

const renderGeneral = () =>
  renderRoutes(
    [
      {
        path: '/settings/general',
        element: (
          <ThemeProvider>
            <GeneralSettings />
          </ThemeProvider>
        ),
      },
    ],
    '/settings/general',
  );

describe('GeneralSettings', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('matchMedia', () => ({
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('shows the saved time zone and the current time in it', async () => {
    mockApi({ 'GET /api/preferences': { body: { preferences: saved } } });
    renderGeneral();
    expect((await screen.findByRole('combobox', { name: 'Time zone' })).textContent).toBe(
      'Eastern Time (EST)',
    );
    expect(screen.getByTestId('current-time').textContent).toMatch(/^Current time: .*E[SD]T\)$/);
  });

  it('switches the theme at once and saves it', async () => {
    const api = mockApi({
      'GET /api/preferences': { body: { preferences: saved } },
      'PATCH /api/preferences': { body: { preferences: { ...saved, theme: 'dark' } } },
    });
    renderGeneral();
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await vi.waitFor(() => expect(api.callsTo('PATCH /api/preferences')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/preferences')[0]!.body).toEqual({ theme: 'dark' });
  });

  it('puts the theme back and says so when the server refuses', async () => {
    mockApi({
      'GET /api/preferences': { body: { preferences: saved } },
      'PATCH /api/preferences': apiError(500, 'internal_error'),
    });
    renderGeneral();
    await userEvent.click(await screen.findByRole('switch', { name: 'Dark mode' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save your preferences'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(screen.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('false');
  });
});
