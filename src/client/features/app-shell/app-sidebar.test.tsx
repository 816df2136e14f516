import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { AppDrawer, AppSidebar } from './app-sidebar';

const workspaces = {
  'GET /api/workspaces': {
    body: {
      workspaces: [
        { id: 'w1', name: 'Research', avatarUrl: null, role: 'owner', active: true },
        { id: 'w2', name: 'Analytics', avatarUrl: null, role: 'editor', active: false },
      ],
    },
  },
};

function renderSidebar(url: string) {
  mockApi(workspaces);
  const frame = (
    <>
      <AppDrawer />
      <AppSidebar />
    </>
  );
  return renderRoutes(
    ['/app/home', '/app/playground', '/app/marketplace', '/app/datasets', '/app/datasets/:id'].map(
      (path) => ({
        path,
        element: frame,
      }),
    ),
    url,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Workspace' });

describe('AppSidebar', () => {
  it('links the workspace’s pages and Settings, with the current page marked', async () => {
    renderSidebar('/app/playground');
    const nav = sidebar();
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/app/home'],
      ['Datasets', '/app/datasets'],
      ['Models', '/app/models'],
      ['Playground', '/app/playground'],
      ['Marketplace', '/app/marketplace'],
      ['Settings', '/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Playground' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);

    await userEvent.click(within(nav).getByRole('link', { name: 'Marketplace' }));
    expect(within(nav).getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Playground' }).hasAttribute('aria-current')).toBe(false);
    expect(
      await within(nav).findByRole('button', { name: 'Workspace: Research. Switch workspace' }),
    ).toBeTruthy();
  });

  it('marks Datasets as the current section on a dataset’s page, not as the page itself', () => {
    renderSidebar('/app/datasets/d1');
    expect(within(sidebar()).getByRole('link', { name: 'Datasets' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('collapses to icons with the names kept as labels and tooltips, and remembers it', async () => {
    const { router } = renderSidebar('/app/home');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse the sidebar' }));
    const home = within(sidebar()).getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(home).getByText('Home').className).toContain('sr-only');
    await userEvent.hover(home);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Home');
    expect(
      await within(sidebar()).findByRole('button', { name: 'Workspace: Research. Switch workspace' }),
    ).toBeTruthy();
    expect(localStorage.getItem('app-sidebar')).toBe('collapsed');

    // A new page load reads the choice back.
    cleanup();
    router.dispose();
    renderSidebar('/app/home');
    const expand = screen.getByRole('button', { name: 'Expand the sidebar' });
    expect(
      within(within(sidebar()).getByRole('link', { name: 'Home' })).getByText('Home').className,
    ).toContain('sr-only');
    await userEvent.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse the sidebar' })).toBeTruthy();
    expect(
      within(within(sidebar()).getByRole('link', { name: 'Home' })).getByText('Home').className,
    ).not.toContain('sr-only');
    expect(localStorage.getItem('app-sidebar')).toBe('expanded');
  });

  it('opens as a drawer from its menu button; Escape closes it and gives focus back', async () => {
    renderSidebar('/app/home');
    const button = screen.getByRole('button', { name: 'Open the navigation menu' });
    await userEvent.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Navigation' });
    const drawerNav = within(drawer).getByRole('navigation', { name: 'Workspace' });
    expect(within(drawerNav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Navigation' })).getByRole('link', { name: 'Playground' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
