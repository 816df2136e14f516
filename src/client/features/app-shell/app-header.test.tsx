import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/client/lib/theme/theme-provider';
import { aProfile, aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { AppHeader } from './app-header';

function renderHeader(isAdmin: boolean, toggleTheme = vi.fn()) {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/profile': {
      body: { profile: aProfile({ isAdmin, avatarUrl: '/storage/user-avatars/a.webp' }) },
    },
    'GET /api/workspaces': {
      body: {
        workspaces: [
          { id: 'w1', name: 'Research', avatarUrl: null, role: 'owner', active: true },
          { id: 'w2', name: 'Analytics', avatarUrl: null, role: 'editor', active: false },
        ],
      },
    },
  });
  renderRoutes(
    [
      {
        path: '/app/home',
        element: (
          <ThemeProvider>
            <AppHeader toggleTheme={toggleTheme} commandButton={<button type="button">Command</button>} />
          </ThemeProvider>
        ),
      },
    ],
    '/app/home',
  );
}

describe('AppHeader', () => {
  it('offers profile, settings and log out, and the admin dashboard only to admins', async () => {
    renderHeader(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    expect(screen.getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/settings/profile');
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('menuitem', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('menuitem', { name: 'Admin dashboard' })).toBeNull();
  });

  it('shows the admin dashboard to a global admin', async () => {
    renderHeader(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const admin = await screen.findByRole('menuitem', { name: 'Admin dashboard' });
    expect(admin.getAttribute('href')).toBe('/admin/dashboard');
  });

  it('lists the user’s workspaces with the active one marked, and switches theme through the layout', async () => {
    const toggleTheme = vi.fn();
    renderHeader(false, toggleTheme);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Workspace: Research. Switch workspace' }),
    );
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items[0]).toContain('Research');
    expect(items[0]).toContain('Active');
    expect(items[1]).toContain('Analytics');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(toggleTheme).toHaveBeenCalledOnce();
  });
});
