import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getModel } from '@/client/api/models/get-model';
import { listModels } from '@/client/api/models/list-models';
import { trainModel } from '@/client/api/models/train-model';
import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { predict } from '../../../shared/data/ml/index';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { saveDataset, trainingCsv, untilStatus, workspaceRequest } from '../../test/model-helpers';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const csv = trainingCsv(200);

/**
 * The calls the assistant's Train model and Predict make (src/client/features/models/train-action.tsx,
 * predict-action.tsx) are the Model section's own, sent here through the client's API functions to the real
 * server: the same role and workspace checks answer them, and a refusal carries the words the assistant shows.
 */
describeOnEachDatabase('the assistant’s model calls', (context) => {
  const request = workspaceRequest(context);
  let cookie = '';
  const as = (who: { cookie: string }) => (cookie = who.cookie);

  beforeEach(() => {
    vi.stubGlobal('fetch', (path: string, init: RequestInit = {}) =>
      context().app.request(path, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: testOrigin, cookie },
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const refusal = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    return error as ApiRequestError;
  };

  it('a collaborator’s Train model is refused with words to show and saves nothing; an editor’s is queued, then predicts', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await saveDataset(request, owner.cookie, csv);
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const stranger = await signedUpOwner(context());
    const input = { datasetId: dataset.id, name: 'Predict price', target: 'price' };

    as(collaborator);
    const forbidden = await refusal(trainModel(input));
    expect(forbidden.status).toBe(403);
    const shown = apiErrorMessage(forbidden, 'fallback');
    expect(shown).not.toBe('fallback');
    expect(shown.length).toBeGreaterThan(0);
    expect(await listModels(dataset.id)).toEqual([]);

    as(stranger);
    expect((await refusal(trainModel(input))).status).toBe(404);

    as(editor);
    const queued = await trainModel(input);
    expect(queued).toMatchObject({ status: 'queued', target: 'price', datasetId: dataset.id });
    await untilStatus(request, editor.cookie, queued.id, ['ready']);

    // Predict reads the saved model, open to every member of the workspace and to no one else.
    as(collaborator);
    const saved = await getModel(queued.id);
    expect(saved.status).toBe('ready');
    const [prediction] = predict(saved.model!, [{ size: '120', rooms: '3', region: 'n' }]);
    expect(prediction).toHaveProperty('value');
    as(stranger);
    expect((await refusal(getModel(queued.id))).status).toBe(404);
  }, 120_000);
});
