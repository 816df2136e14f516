import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorkspaceMenu } from '@/client/features/app-shell/workspace-menu';
import { CreateWorkspaceDialog } from './create-workspace-dialog';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { toast } from '@/client/test/sonner-mock';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const research = { id: 'w1', name: 'Research', avatarUrl: null, role: 'owner', active: true };

function renderMenu(create: Parameters<typeof mockApi>[0][string]) {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
  const api = mockApi({
    'GET /api/workspaces': { body: { workspaces: [research] } },
    'POST /api/workspaces': create,
  });
  renderRoutes(
    [{ path: '/app/home', element: <WorkspaceMenu createDialog={CreateWorkspaceDialog} /> }],
    '/app/home',
  );
  return api;
}

const openDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Workspace: Research. Switch workspace' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Create workspace' }));
  return screen.findByRole('dialog', { name: 'Create a workspace' });
};

describe('Create workspace', () => {
  it('creates a workspace from the switcher and closes', async () => {
    const api = renderMenu({
      status: 201,
      body: {
        workspaces: [
          { ...research, active: false },
          { id: 'w2', name: 'Engines', avatarUrl: null, role: 'owner', active: true },
        ],
      },
    });
    await openDialog();
    await userEvent.type(screen.getByLabelText('Workspace name'), '  Engines ');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/workspaces')[0]?.body).toEqual({ name: 'Engines' });
    expect(toast.success).toHaveBeenCalledWith('Engines created. You are now working in it.');
  });

  it('says what is wrong with an empty name without asking the server, and shows the cap', async () => {
    const api = renderMenu(apiError(409, 'workspace_limit', 'You can own at most 20 workspaces.'));
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('Workspace name cannot be empty')).toBeTruthy();
    expect(api.callsTo('POST /api/workspaces')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Workspace name'), 'Engines');
    await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can own at most 20 workspaces.'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
