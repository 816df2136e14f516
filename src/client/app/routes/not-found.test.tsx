import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/client/lib/theme/theme-provider';
import { aProfile, aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import NotFoundPage from './not-found';

function renderNotFound(signedIn: boolean) {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  mockApi({
    'GET /api/auth/get-session': signedIn ? { body: aSession() } : { body: null },
    'GET /api/profile': signedIn ? { body: { profile: aProfile() } } : apiError(401, 'unauthorized'),
    'GET /api/workspaces': {
      body: { workspaces: [{ id: 'w1', name: 'Research', avatarUrl: null, role: 'owner', active: true }] },
    },
  });
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <ThemeProvider>
            <NotFoundPage />
          </ThemeProvider>
        ),
      },
    ],
    '/app/nowhere',
  );
}

describe('the not-found page', () => {
  it('keeps a signed-in user in the signed-in frame, with the way back to the app', async () => {
    renderNotFound(true);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/app/home');
  });

  it('shows anyone else the marketing frame, with the way to the home page', async () => {
    renderNotFound(false);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByRole('main').querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
