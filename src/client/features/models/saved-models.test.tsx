import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkspaceAction } from '@/shared/permissions';
import { activeWorkspaceQueryOptions } from '@/client/api/workspace/get-active-workspace';
import { toast } from '@/client/lib/toast';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { SavedModels } from './saved-models';
import { aSavedModel, aWorkspace } from './test/model-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

type Reply = Parameters<typeof mockApi>[0][string];

const renderList = (models: Reply, datasetId?: string) => {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace/models': models,
    'DELETE /api/workspace/models/model-1': {},
  });
  renderRoutes([{ path: '/app/models', element: <SavedModels datasetId={datasetId} /> }], '/app/models');
  return api;
};

/** The list as a member with these rights sees it, with the retrain route answered. */
const renderAs = (permissions: WorkspaceAction[], models: Reply, retrain: Reply = { status: 202 }) => {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace: aWorkspace(permissions) } },
    'GET /api/workspace/models': models,
    'POST /api/workspace/models/model-1/retrain': retrain,
  });
  const { queryClient } = renderRoutes([{ path: '/app/models', element: <SavedModels /> }], '/app/models');
  /** Once the member's rights are read and shown: what they may do is on the page. */
  const rightsShown = async () => {
    await waitFor(() =>
      expect(queryClient.getQueryState(activeWorkspaceQueryOptions().queryKey)?.status).toBe('success'),
    );
    await act(async () => {});
  };
  return { api, rightsShown };
};

describe('SavedModels', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows each model with its dataset, target, score against the baseline, trainer, date and state', async () => {
    renderList({
      body: {
        models: [
          aSavedModel(),
          aSavedModel({
            id: 'model-2',
            name: 'Churn',
            target: 'churned',
            status: 'refused',
            score: null,
            failure: 'too-few-classes',
            trainedBy: null,
            canDelete: false,
          }),
        ],
      },
    });
    const cards = await screen.findAllByRole('article');
    const fact = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(cards[0]!).getByRole('link', { name: 'Predict spend' }).getAttribute('href')).toBe(
      '/app/models/model-1',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'Visits' }).getAttribute('href')).toBe(
      '/app/datasets/dataset-1',
    );
    expect(fact(cards[0]!, 'Target')).toBe('spend');
    expect(fact(cards[0]!, 'Score')).toBe('R² 0.91 (baseline -0.01)');
    expect(fact(cards[0]!, 'Trainer')).toBe('Ada Lovelace');
    expect(fact(cards[0]!, 'Status')).toBe('Ready');
    expect(fact(cards[1]!, 'Trainer')).toBe('A former member');
    expect(fact(cards[1]!, 'Status')).toBe('RefusedIt has a single value: there is nothing to tell apart.');
    expect(within(cards[1]!).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('reads the list again while a model trains, until it is ready', async () => {
    const api = renderList([
      {
        body: {
          models: [
            aSavedModel({ status: 'training', progress: { stage: 'boosting', done: 50, total: 100 } }),
          ],
        },
      },
      { body: { models: [aSavedModel()] } },
    ]);
    expect(await screen.findByText(/^Training, \d+(\.\d)?%$/)).toBeTruthy();
    expect(await screen.findByText('Ready', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.callsTo('GET /api/workspace/models')).toHaveLength(2);
  });

  it('deletes after a confirmation, and the list is read again', async () => {
    const api = renderList([{ body: { models: [aSavedModel()] } }, { body: { models: [] } }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Predict spend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this model?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/workspace/models/model-1')).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Predict spend deleted.'));
    expect(
      await screen.findByText('No saved model yet. Train one on a dataset’s page and save it.'),
    ).toBeTruthy();
  });

  it('offers Retrain only to those who may train models, and not while a model trains', async () => {
    const { rightsShown } = renderAs(['model:train'], {
      body: { models: [aSavedModel(), aSavedModel({ id: 'model-2', name: 'Churn', status: 'training' })] },
    });
    const cards = await screen.findAllByRole('article');
    await rightsShown();
    expect(within(cards[0]!).getByRole('button', { name: 'Retrain Predict spend' })).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: /Retrain/ })).toBeNull();
  });

  it('offers no Retrain to a member who may not train', async () => {
    const { rightsShown } = renderAs([], { body: { models: [aSavedModel()] } });
    const [card] = await screen.findAllByRole('article');
    await rightsShown();
    expect(within(card!).getByRole('link', { name: 'Predict spend' })).toBeTruthy();
    expect(within(card!).queryByRole('button', { name: /Retrain/ })).toBeNull();
  });

  it('retrains: the server is asked, and the model shows as training', async () => {
    const { api } = renderAs(
      ['model:train'],
      [
        { body: { models: [aSavedModel()] } },
        {
          body: {
            models: [
              aSavedModel({ status: 'training', progress: { stage: 'boosting', done: 20, total: 100 } }),
            ],
          },
        },
      ],
      { status: 202, body: { model: aSavedModel({ status: 'queued' }) } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retrain Predict spend' }));
    await waitFor(() => expect(api.callsTo('POST /api/workspace/models/model-1/retrain')).toHaveLength(1));
    expect(await screen.findByText(/^Training, \d+(\.\d)?%$/)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith(
      'Retraining Predict spend: the server is training it again on the dataset’s current rows.',
    );
    expect(screen.queryByRole('button', { name: /Retrain/ })).toBeNull();
  });

  it('says why when the server refuses to retrain, and the model stays as it was', async () => {
    renderAs(
      ['model:train'],
      { body: { models: [aSavedModel()] } },
      apiError(409, 'dataset-gone', 'This model’s dataset file is gone, so it cannot be retrained.'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retrain Predict spend' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'This model’s dataset file is gone, so it cannot be retrained.',
      ),
    );
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retrain Predict spend' })).toBeTruthy();
  });

  it('asks for a dataset’s models only, and says when there are none', async () => {
    const api = renderList({ body: { models: [] } }, 'dataset-1');
    expect(await screen.findByText('No model of this dataset is saved yet.')).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/api/workspace/models?datasetId=dataset-1')).toBe(true);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderList(apiError(500, 'internal'));
    expect((await screen.findByRole('alert')).textContent).toContain('The models could not be loaded.');
  });
});
