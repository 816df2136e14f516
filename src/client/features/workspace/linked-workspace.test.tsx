import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { LinkedWorkspace } from './linked-workspace';

const page = {
  path: '/settings/profile',
  element: (
    <LinkedWorkspace>
      <h1>Profile settings</h1>
    </LinkedWorkspace>
  ),
};

describe('LinkedWorkspace', () => {
  it('opens a link that names a workspace in that workspace, then drops the name from the address', async () => {
    const api = mockApi({
      'POST /api/workspaces/active': { body: { workspaces: [] } },
    });
    const { location } = renderRoutes([page], '/settings/profile?tab=name&workspace=ws-2');
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    expect(api.callsTo('POST /api/workspaces/active')).toEqual([
      { method: 'POST', path: '/api/workspaces/active', body: { workspaceId: 'ws-2' } },
    ]);
    expect(location()).toBe('/settings/profile?tab=name');
  });

  it('opens the page as it is when the named workspace is not the reader’s', async () => {
    mockApi({
      'POST /api/workspaces/active': { status: 404, body: { error: { code: 'not_found', message: 'x' } } },
    });
    const { location } = renderRoutes([page], '/settings/profile?workspace=someone-else');
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeTruthy();
    expect(location()).toBe('/settings/profile');
  });
});
