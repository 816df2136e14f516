import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Users, User } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@/client/lib/theme/theme-provider';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes, stubPage } from '@/client/test/render-routes';
import { CommandBarButton } from './command-bar-button';
import { CommandBarProvider } from './command-bar-context';
import { CommandMatches } from './command-matches';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const screens = [
  { label: 'People', path: '/settings/workspace/members', group: 'Workspace Settings', icon: Users },
  { label: 'Profile', path: '/settings/profile', group: 'Personal Settings', icon: User },
];

/** Home's input as far as the command bar is concerned: what is typed, with the command bar's results under it. */
function HomeInput() {
  const [text, setText] = useState('');
  return (
    <>
      <input aria-label="Ask a follow-up" value={text} onChange={(event) => setText(event.target.value)} />
      <CommandMatches query={text} />
    </>
  );
}

function renderBar(toggleTheme = vi.fn()) {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  // What jsdom lacks and cmdk uses to size and scroll its list.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspaces': {
      body: {
        workspaces: [
          { id: 'w1', name: 'Ada', avatarUrl: null, role: 'owner', active: true },
          { id: 'w2', name: 'Analytics', avatarUrl: null, role: 'editor', active: false },
        ],
      },
    },
    'GET /api/workspace/datasets': {
      body: { datasets: [{ id: 'd1', name: 'Signups 2024', rowCount: 1200 }] },
    },
    'POST /api/workspaces/active': { body: { workspaces: [] } },
  });
  const view = renderRoutes(
    [
      {
        element: (
          <ThemeProvider>
            <CommandBarProvider screens={screens} toggleTheme={toggleTheme}>
              <CommandBarButton />
              <Outlet />
            </CommandBarProvider>
          </ThemeProvider>
        ),
        children: [
          { path: '/app/home', element: <HomeInput /> },
          stubPage('/settings/workspace/members', 'People page'),
          stubPage('/app/playground', 'Playground page'),
          stubPage('/app/datasets/:id', 'Dataset page'),
        ],
      },
    ],
    '/app/home',
  );
  return { ...view, api };
}

// The first open loads the command bar's chunk.
const dialog = () => screen.findByRole('dialog', { name: 'Command bar' }, { timeout: 5000 });
const input = () => screen.findByRole('combobox', { name: 'Search commands' }, { timeout: 5000 });

describe('the command bar', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('opens with Ctrl+K, ranks what is typed and goes there on Enter', async () => {
    const { location } = renderBar();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(await dialog()).toBeTruthy();
    await userEvent.type(await input(), 'people');
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toContain('People');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(options.map((option) => option.textContent)).toContain('Invite teammates');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/settings/workspace/members'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves with the arrows, closes on Escape and gives focus back to its button', async () => {
    renderBar();
    const button = screen.getByRole('button', { name: 'Open the command bar' });
    await userEvent.click(button);
    await dialog();
    await userEvent.type(await input(), 'p');
    await userEvent.keyboard('{ArrowDown}');
    const selected = screen
      .getAllByRole('option')
      .find((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected).not.toBe(screen.getAllByRole('option')[0]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('finds the workspace’s datasets, the other workspaces and the theme switch', async () => {
    const toggleTheme = vi.fn();
    const { location, api } = renderBar(toggleTheme);
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await userEvent.type(await input(), 'signups');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/app/datasets/d1'));

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await input(), 'analytics');
    expect(screen.getAllByRole('option')[0]!.textContent).toContain('Switch to Analytics');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.callsTo('POST /api/workspaces/active')[0]?.body).toEqual({ workspaceId: 'w2' }),
    );

    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await input(), 'dark');
    await userEvent.keyboard('{Enter}');
    expect(toggleTheme).toHaveBeenCalledOnce();
  });

  it('says so when nothing matches', async () => {
    renderBar();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await input(), 'zzzz');
    expect(await screen.findByText('Nothing matches “zzzz”.')).toBeTruthy();
  });

  it('offers its results for what is typed on Home, runs one, and opens with the text for the rest', async () => {
    const { location } = renderBar();
    await userEvent.type(screen.getByLabelText('Ask a follow-up'), 'peo');
    const results = await screen.findByRole('group', { name: 'Go to' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(results).getByRole('button', { name: 'Search “peo” in the command bar' }));
    const search = await input();
    expect((search as HTMLInputElement).value).toBe('peo');
    expect(screen.getAllByRole('option')[0]!.textContent).toContain('People');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(results).getByRole('button', { name: 'People' }));
    await waitFor(() => expect(location()).toBe('/settings/workspace/members'));
  });

  it('offers nothing for a question, so it never leads to "Nothing matches"', async () => {
    renderBar();
    await userEvent.type(screen.getByLabelText('Ask a follow-up'), 'What is the total revenue?');
    await screen.findByRole('button', { name: 'Open the command bar' });
    expect(screen.queryByRole('group', { name: 'Go to' })).toBeNull();
  });
});
