import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { SaveModelDialog } from './save-model-dialog';
import { aSavedModel } from './test/model-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const path = 'POST /api/workspace/datasets/dataset-1/models';

const renderDialog = (reply: Parameters<typeof mockApi>[0][string]) => {
  const api = mockApi({ 'GET /api/auth/get-session': { body: aSession() }, [path]: reply });
  renderRoutes(
    [{ path: '/app/datasets/:id', element: <SaveModelDialog datasetId="dataset-1" target="spend" /> }],
    '/app/datasets/dataset-1',
  );
  return api;
};

describe('SaveModelDialog', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('saves the model under a name for the target trained, and closes', async () => {
    const api = renderDialog({
      status: 202,
      body: { model: aSavedModel({ name: 'Spend model', status: 'queued' }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save model' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save the model for the team' });
    const name = within(dialog).getByLabelText('Name');
    expect((name as HTMLInputElement).value).toBe('Predict spend');
    await userEvent.clear(name);
    await userEvent.type(name, '  Spend model ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save model' }));
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
    expect(api.callsTo(path)[0]!.body).toEqual({ name: 'Spend model', target: 'spend' });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Saving Spend model: the server is training it.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s refusal in the dialog', async () => {
    renderDialog(apiError(409, 'too-many-models', 'This workspace keeps at most 100 models.'));
    await userEvent.click(screen.getByRole('button', { name: 'Save model' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save model' }));
    expect(await within(dialog).findByText('This workspace keeps at most 100 models.')).toBeTruthy();
  });
});
