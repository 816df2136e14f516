import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfile, aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import type { Checklist } from '@/shared/checklist';
import { HomeScreen } from './home-screen';

const checklist = (done: Checklist['items'][number]['id'][]): Checklist => {
  const items = (['profile', 'teammate', 'data-stream', 'avatar', 'dataset'] as const).map((id) => ({
    id,
    done: done.includes(id),
  }));
  return { items, done: done.length, total: items.length };
};

const renderHome = (state: Checklist) => {
  mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/profile': { body: { profile: aProfile({ workspaceName: 'Research' }) } },
    'GET /api/workspace/checklist': { body: { checklist: state } },
  });
  renderRoutes([{ path: '/app/home', element: <HomeScreen followUp={<p>follow-up</p>} /> }], '/app/home');
};

describe('HomeScreen', () => {
  it('greets the user by name in their workspace, with the follow-up input in the assistant panel', async () => {
    renderHome(checklist([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: 'Tessera assistant' });
    expect(within(panel).getByText(/co-creator/)).toBeTruthy();
    expect(await within(panel).findByText('We’re working in Research.')).toBeTruthy();
    expect(within(panel).getByText('follow-up')).toBeTruthy();
  });

  it('shows the checklist’s progress and links each step to where it is done', async () => {
    renderHome(checklist(['profile', 'data-stream']));
    const section = screen.getByRole('region', { name: 'Get started' });
    expect(await within(section).findByText('2 of 5 done')).toBeTruthy();
    const progress = within(section).getByRole('progressbar', { name: 'Getting started progress' });
    expect(progress.getAttribute('aria-valuetext')).toBe('2 of 5 done');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/settings/profile',
      '/settings/workspace/members?invite=1',
      '/settings/workspace/integrations',
      '/settings/workspace/overview',
      '/app/playground',
    ]);
    expect(links[0]!.textContent).toContain('Done');
    expect(links[1]!.textContent).toContain('To do');
  });

  it('says what an incomplete profile still lacks', async () => {
    const state = checklist([]);
    state.items[0] = { id: 'profile', done: false, missing: ['profileName'] };
    renderHome(state);
    const profile = await screen.findByRole('link', { name: /Complete your profile/ });
    expect(profile.textContent).toContain('Still missing: profile name.');
  });

  it('says when every step is done', async () => {
    renderHome(checklist(['profile', 'teammate', 'data-stream', 'avatar', 'dataset']));
    expect(await screen.findByText('All set! Your workspace is ready.')).toBeTruthy();
  });
});
