import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { paths } from '@/shared/paths';
import { PageFrame } from './page-frame';
import EarlyAccessPage from './routes/early-access';
import InviteFriendsPage from './routes/invite-friends';
import WhatsNewPage from './routes/whats-new';

const pages: [string, ComponentType][] = [
  [paths.other.whatsNew, WhatsNewPage],
  [paths.other.earlyAccess, EarlyAccessPage],
  [paths.other.inviteFriends, InviteFriendsPage],
];

describe('the skip link', () => {
  it.each(pages)('on %s leads to the page’s main content', async (path, Page) => {
    mockApi({ 'GET /api/auth/get-session': { body: aSession() } });
    renderRoutes(
      [
        {
          path,
          element: (
            <PageFrame>
              <Page />
            </PageFrame>
          ),
        },
      ],
      path,
    );
    const skip = await screen.findByRole('link', { name: 'Skip to content' });
    const target = document.querySelector(skip.getAttribute('href') ?? '');
    expect(target).toBe(screen.getByRole('main'));
  });
});
