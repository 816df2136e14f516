import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import { sessionCheckIntervalMs, useAuth } from '@/client/lib/auth/auth-provider';
import { RequireAuth } from './require-auth';

const protectedPage = {
  path: '/settings/profile',
  element: (
    <RequireAuth>
      <h1>Profile settings</h1>
    </RequireAuth>
  ),
};

describe('useAuth', () => {
  it('refuses to work outside an AuthProvider', () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});

describe('RequireAuth', () => {
  it('shows the page to a signed-in user once the session is read', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderRoutes([protectedPage, stubPage('/login', 'Log in')], '/settings/profile?tab=name');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
  });

  it('keeps the page’s main landmark, the skip link’s target, while the session is read', () => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderRoutes([protectedPage], '/settings/profile');
    expect(screen.getByRole('main').contains(screen.getByRole('status'))).toBe(true);
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('sends a signed-out visitor to /login, remembering the page and its query', async () => {
    mockApi({ 'GET /api/auth/get-session': { body: null } });
    const { location } = renderRoutes(
      [protectedPage, stubPage('/login', 'Log in')],
      '/settings/profile?tab=name',
    );
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(location()).toBe('/login');
    expect(sessionStorage.getItem('auth_redirect')).toBe('/settings/profile?tab=name');
  });

  it('leaves for /login when the 30 s check finds the session gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let session: unknown = aSession();
      mockApi({ 'GET /api/auth/get-session': () => ({ body: session }) });
      const { location } = renderRoutes([protectedPage, stubPage('/login', 'Log in')], '/settings/profile');
      expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();

      session = null;
      await act(() => vi.advanceTimersByTimeAsync(sessionCheckIntervalMs));
      await waitFor(() => expect(location()).toBe('/login'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-checks the session when the window regains focus', async () => {
    let session: unknown = aSession();
    const api = mockApi({ 'GET /api/auth/get-session': () => ({ body: session }) });
    const { location } = renderRoutes([protectedPage, stubPage('/login', 'Log in')], '/settings/profile');
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    session = null;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(api.callsTo('GET /api/auth/get-session')).toHaveLength(2);
  });
});
