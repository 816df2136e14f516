import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetReadResult } from '@/client/lib/datasets/dataset-reader';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi, type MockReply } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { aDatasetDetail } from '@/client/features/datasets/test/profile-fixture';
import { aSavedModel, aWorkspace, plantedCsv, readCsv } from '@/client/features/models/test/model-fixtures';
import { trainModels, type TrainReport, type TrainedModel } from '@/shared/data/ml';
import { modelSeed } from '@/shared/models';
import type { WorkspaceAction } from '@/shared/permissions';
import { stubAssistantWorker } from './test/in-thread-worker';
import { ModelAction } from '@/client/features/models/model-action';
import type { ModelActionRender } from './action-subject';
import { DatasetAsk } from './dataset-ask';
import { PlaygroundAsk } from './playground-ask';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

const train = 'POST /api/workspace/datasets/dataset-1/models';
const list = 'GET /api/workspace/models';
const one = 'GET /api/workspace/models/model-1';

let read: DatasetReadResult;
let trained: { report: TrainReport; model: TrainedModel };
beforeAll(async () => {
  read = await readCsv(plantedCsv);
  const result = trainModels(read.table, read.ingested.types, read.profile, {
    target: 'spend',
    seed: modelSeed,
  });
  if (!result.ok) throw new Error('the fixture should train');
  trained = { report: result.report, model: result.model };
});

function renderAsk(
  routes: Record<string, MockReply | MockReply[]>,
  { permissions = ['model:train'], saved = true }: { permissions?: WorkspaceAction[]; saved?: boolean } = {},
) {
  const dataset = { ...aDatasetDetail(), id: 'dataset-1', name: 'Visits', profile: read.profile };
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace': { body: { workspace: aWorkspace(permissions) } },
    ...routes,
  });
  const element = saved ? (
    <DatasetAsk dataset={dataset} rows={{ result: read, failed: false }} modelAction={modelAction} />
  ) : (
    <PlaygroundAsk result={read} name="Visits" modelAction={modelAction} />
  );
  renderRoutes([{ path: '/app/datasets/:id', element }], '/app/datasets/dataset-1');
  return api;
}

/** As the route modules compose it. */
const modelAction: ModelActionRender = (plan, subject) => <ModelAction plan={plan} subject={subject} />;

const ask = async (question: string) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Ask a question about this data'), `${question}{Enter}`);
  return user;
};

const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });

describe('training and predicting from the assistant', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stubAssistantWorker();
  });

  it('says what training would do and starts nothing until Train model is pressed; then shows the job', async () => {
    const api = renderAsk({
      [train]: { status: 202, body: { model: aSavedModel({ status: 'queued', score: null, task: null }) } },
      [one]: { body: { model: { ...aSavedModel({ status: 'ready' }), report: null, model: null } } },
    });
    const user = await ask('train a model on spend');
    expect(await within(log()).findByText('Regression: predicts the number spend.')).toBeTruthy();
    expect(
      within(log()).getByText(/If you confirm, the server trains a model for the team on the 200 rows/),
    ).toBeTruthy();
    const confirm = await within(log()).findByRole('button', { name: 'Train model' });
    expect(api.callsTo(train)).toHaveLength(0);
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(train)).toHaveLength(1));
    expect(api.callsTo(train)[0]!.body).toEqual({ name: 'Predict spend', target: 'spend' });
    expect(
      await within(log()).findByText('Predict spend is saved and queued: the server is training it.'),
    ).toBeTruthy();
    const link = within(log()).getByRole('link', { name: 'Open Predict spend' });
    expect(link.getAttribute('href')).toBe('/app/models/model-1');
    expect(await within(log()).findByText('Ready')).toBeTruthy();
    // Focus moved from the pressed button to what it led to.
    expect(link.closest('[tabindex="-1"]')?.contains(document.activeElement)).toBe(true);
    expect(within(log()).queryByRole('button', { name: 'Train model' })).toBeNull();
  });

  it('Cancel starts nothing and says so', async () => {
    const api = renderAsk({});
    const user = await ask('train a model on spend');
    await user.click(await within(log()).findByRole('button', { name: 'Cancel' }));
    expect(within(log()).getByText('Cancelled: nothing was started.')).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'Train model' })).toBeNull();
    expect(api.callsTo(train)).toHaveLength(0);
  });

  it('shows the server’s refusal in its words', async () => {
    renderAsk({ [train]: apiError(403, 'forbidden', 'Your role in this workspace does not allow this.') });
    const user = await ask('train a model on spend');
    await user.click(await within(log()).findByRole('button', { name: 'Train model' }));
    expect(await within(log()).findByText('Your role in this workspace does not allow this.')).toBeTruthy();
  });

  it('a role that may not train is told why, with no button', async () => {
    const api = renderAsk({}, { permissions: [] });
    await ask('train a model on spend');
    expect(await within(log()).findByText(/Only Owners, Admins and Editors may train models/)).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'Train model' })).toBeNull();
    expect(api.callsTo(train)).toHaveLength(0);
  });

  it('a target the engine refuses is said instead of a button', async () => {
    renderAsk({});
    await ask('train a model on channel');
    expect(await within(log()).findByText('No model can predict channel')).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'Train model' })).toBeNull();
  });

  it('in the playground, says the data must be saved first', async () => {
    const api = renderAsk({}, { saved: false });
    await ask('train a model on spend');
    expect(await within(log()).findByText(/save it as a dataset first/)).toBeTruthy();
    expect(within(log()).queryByRole('button', { name: 'Train model' })).toBeNull();
    expect(api.calls.some((call) => call.path.includes('/models'))).toBe(false);
  });

  it('predicts with the ready model only once Predict is pressed, naming what the model did not use', async () => {
    const api = renderAsk({
      [list]: { body: { models: [aSavedModel()] } },
      [one]: { body: { model: { ...aSavedModel(), ...trained } } },
    });
    const user = await ask('predict spend for region = North, visits = 50');
    expect(
      await within(log()).findByText(
        'If you confirm, Predict spend predicts from region = North, visits = 50.',
      ),
    ).toBeTruthy();
    expect(api.callsTo(one)).toHaveLength(0);
    await user.click(within(log()).getByRole('button', { name: 'Predict' }));
    expect(await within(log()).findByText(/^Predicted spend: -?[\d,.]+$/)).toBeTruthy();
    expect(within(log()).getByText(/Typical error on held-out rows/)).toBeTruthy();
    expect(within(log()).getByText('Not given, so counted as missing: noise.')).toBeTruthy();
  });

  it('names a given value for a column the model does not use', async () => {
    renderAsk({
      [list]: { body: { models: [aSavedModel()] } },
      [one]: { body: { model: { ...aSavedModel(), ...trained } } },
    });
    // channel holds one value: training left it out.
    expect(trained.model.features.map((feature) => feature.name)).not.toContain('channel');
    const user = await ask('predict spend for channel = web, visits = 50');
    await user.click(await within(log()).findByRole('button', { name: 'Predict' }));
    expect(await within(log()).findByText(/^Predicted spend:/)).toBeTruthy();
    expect(within(log()).getByText('Not used by this model, so left out: channel.')).toBeTruthy();
  });

  it('with no ready model, says so and offers to train, which still asks first', async () => {
    const api = renderAsk({ [list]: { body: { models: [] } } });
    const user = await ask('predict spend for visits = 50');
    expect(await within(log()).findByText('No ready model predicts spend on this dataset yet.')).toBeTruthy();
    await user.click(within(log()).getByRole('button', { name: 'Train a model on spend' }));
    expect(await within(log()).findByRole('button', { name: 'Train model' })).toBeTruthy();
    expect(api.callsTo(train)).toHaveLength(0);
  });
});
