import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '@/client/test/factories';
import { apiError, mockApi } from '@/client/test/mock-api';
import { renderRoutes } from '@/client/test/render-routes';
import { trainModels } from '@/shared/data/ml';
import type { SavedModel } from '@/shared/models';
import { ModelScreen } from './model-screen';
import { aSavedModel, plantedCsv, readCsv } from './test/model-fixtures';

vi.mock('@/client/lib/toast', () => import('@/client/test/sonner-mock'));

let ready: SavedModel;
beforeAll(async () => {
  const read = await readCsv(plantedCsv);
  const trained = trainModels(read.table, read.ingested.types, read.profile, { target: 'spend', seed: 1 });
  if (!trained.ok) throw new Error('the fixture trains');
  ready = { ...aSavedModel(), report: trained.report, model: trained.model };
});

function Page() {
  const { id = '' } = useParams();
  return <ModelScreen id={id} notFound={<p>The not-found page</p>} />;
}

const renderPage = (reply: Parameters<typeof mockApi>[0][string]) => {
  const api = mockApi({
    'GET /api/auth/get-session': { body: aSession() },
    'GET /api/workspace/models/model-1': reply,
    'DELETE /api/workspace/models/model-1': {},
  });
  const view = renderRoutes(
    [
      { path: '/app/models/:id', Component: Page },
      { path: '/app/models', element: <p>The models page</p> },
    ],
    '/app/models/model-1',
  );
  return { api, ...view };
};

describe('ModelScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows a saved model’s facts, report and prediction form, and predicts', async () => {
    renderPage({ body: { model: ready } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Predict spend' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visits' }).getAttribute('href')).toBe('/app/datasets/dataset-1');
    expect(screen.getByText('Regression: predicts the number spend.')).toBeTruthy();
    const form = screen.getByRole('group', { name: 'Predict one row' });
    await userEvent.type(within(form).getByLabelText('visits'), '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Predict' }));
    expect(await screen.findByText(/^Predicted spend: [\d,.]+$/)).toBeTruthy();
  });

  it('says the server is training it while it is queued', async () => {
    renderPage({
      body: { model: { ...aSavedModel({ status: 'queued', score: null }), report: null, model: null } },
    });
    expect(
      await screen.findByText('The server is training this model; its report shows here when it is ready.'),
    ).toBeTruthy();
  });

  it('deletes it after a confirmation and goes back to the models', async () => {
    const { api, location } = renderPage({ body: { model: ready } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Predict spend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this model?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/app/models'));
    expect(api.callsTo('DELETE /api/workspace/models/model-1')).toHaveLength(1);
  });

  it('is not found in another workspace', async () => {
    renderPage(apiError(404, 'not_found'));
    expect(await screen.findByText('The not-found page')).toBeTruthy();
  });
});
