import { modelListQuerySchema, trainModelSchema } from '../../shared/models';
import { named, type Operation } from './operation';

/** The workspace's models. */
export const modelsOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/workspace/datasets/:id/models',
    action: 'model:train',
    summary: 'Train a model on a dataset',
    tag: 'models',
    caller: 'session',
    body: named('TrainModel', trainModelSchema),
    ok: { status: 202, description: 'The model, queued.' },
  },
  {
    method: 'get',
    path: '/api/workspace/models',
    summary: 'The models',
    tag: 'models',
    caller: 'session',
    query: modelListQuerySchema,
  },
  { method: 'get', path: '/api/workspace/models/:id', summary: 'A model', tag: 'models', caller: 'session' },
  {
    method: 'post',
    path: '/api/workspace/models/:id/retrain',
    action: 'model:train',
    summary: 'Retrain a model on its dataset’s current rows',
    tag: 'models',
    caller: 'session',
    ok: { status: 202, description: 'The model, queued to train again.' },
  },
  {
    method: 'delete',
    path: '/api/workspace/models/:id',
    summary: 'Delete a model',
    tag: 'models',
    caller: 'session',
    ok: { status: 204, description: 'Deleted.', empty: true },
  },
];
