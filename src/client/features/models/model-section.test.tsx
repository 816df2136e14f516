import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import { aSession } from '@/client/test/factories';
import { mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { aDatasetDetail } from '@/client/features/datasets/test/profile-fixture';
import type { WorkspaceAction } from '@/shared/permissions';
import { ModelSection } from './model-section';
import { aWorkspace, plantedCsv, readCsv, ThreadWorker, useThreadWorkers } from './test/model-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

let read: DatasetReadResult;
beforeAll(async () => {
  read = await readCsv(plantedCsv);
});

function renderSection(permissions: WorkspaceAction[], rows = { result: read, failed: false }) {
  const dataset = { ...aDatasetDetail(), id: 'dataset-1', profile: read.profile };
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace: aWorkspace(permissions) } },
    'GET /api/workspace/models': { body: { models: [] } },
  });
  renderRoutes(
    [{ path: '/app/datasets/:id', element: <ModelSection dataset={dataset} rows={rows} /> }],
    '/app/datasets/dataset-1',
  );
  return api;
}

describe('ModelSection', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    useThreadWorkers();
  });

  it('trains on the rows read: the task, scores beside the baseline, the driver first, a prediction', async () => {
    const api = renderSection(['model:train']);
    await userEvent.selectOptions(await screen.findByLabelText('Target'), 'spend');
    await userEvent.click(screen.getByRole('button', { name: 'Train model' }));
    expect(
      await screen.findByText('Regression: predicts the number spend.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('The chosen model beats the baseline on held-out rows.')).toBeTruthy();
    // Focus, on Cancel while training, is back on the button that started it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Train model' }));
    const scores = screen.getByRole('table', { name: /Each score with its 95 % bootstrap interval/ });
    expect(within(scores).getByRole('rowheader', { name: 'R²' })).toBeTruthy();
    const importance = screen.getByRole('table', { name: 'Feature importance' });
    expect(within(importance).getAllByRole('rowheader')[0]!.textContent).toBe('visits');
    expect(screen.getByText('channel: a single value')).toBeTruthy();

    const form = screen.getByRole('group', { name: 'Predict one row' });
    await userEvent.type(within(form).getByLabelText('visits'), '50');
    await userEvent.selectOptions(within(form).getByLabelText('region'), 'North');
    await userEvent.click(within(form).getByRole('button', { name: 'Predict' }));
    expect(await screen.findByText(/^Predicted spend: [\d,.]+$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save model' })).toBeTruthy();
    // The dataset's saved models are asked for this dataset only.
    expect(api.callsTo('GET /api/workspace/models?datasetId=dataset-1')).not.toHaveLength(0);
  });

  it('Cancel terminates the worker at once and nothing it had computed arrives', async () => {
    renderSection(['model:train']);
    ThreadWorker.hold = true;
    await userEvent.selectOptions(await screen.findByLabelText('Target'), 'spend');
    await userEvent.click(screen.getByRole('button', { name: 'Train model' }));
    expect(screen.getByRole('progressbar', { name: 'Progress training the model' })).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await userEvent.click(cancel);
    expect(ThreadWorker.all.at(-1)!.terminated).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    ThreadWorker.all.at(-1)!.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Regression: predicts/)).toBeNull();
  });

  it('says in words why a target is refused', async () => {
    renderSection(['model:train']);
    await userEvent.selectOptions(await screen.findByLabelText('Target'), 'channel');
    await userEvent.click(screen.getByRole('button', { name: 'Train model' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No model can predict channel');
    expect(alert.textContent).toContain('It has a single value: there is nothing to tell apart.');
  });

  it('offers no training to a role that may not train, and waits for the rows before training', async () => {
    renderSection([]);
    expect(
      await screen.findByText(
        'Owners, Admins and Editors may train models; the saved models below are open to everyone.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Train model' })).toBeNull();
  });

  it('says so when the rows could not be read', async () => {
    renderSection(['model:train'], { result: null as unknown as DatasetReadResult, failed: true });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file’s rows could not be read, so no model can be trained here.',
    );
  });
});
