import { datasetNameSchema, datasetRenameSchema } from '../../shared/datasets';
import { named, schemaOf, type Operation } from './operation';

const gone = { status: 204, description: 'Done.', empty: true };

/** The workspace's datasets. */
export const datasetsOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/workspace/datasets',
    summary: 'The datasets',
    tag: 'datasets',
    caller: 'session',
  },
  {
    method: 'post',
    path: '/api/workspace/datasets',
    action: 'dataset:create',
    summary: 'Upload a file as a dataset',
    tag: 'datasets',
    caller: 'session',
    body: {
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary' },
              name: schemaOf(datasetNameSchema, 'input'),
              choices: { type: 'string', description: 'The import choices, as JSON.' },
            },
            required: ['file', 'name'],
          },
        },
      },
    },
    ok: { status: 201, description: 'The new dataset.' },
  },
  {
    method: 'post',
    path: '/api/workspace/datasets/sample',
    action: 'dataset:create',
    summary: 'Add the sample dataset',
    tag: 'datasets',
    caller: 'session',
    ok: { status: 201, description: 'The new dataset.' },
  },
  {
    method: 'get',
    path: '/api/workspace/datasets/:id',
    summary: 'A dataset and its profile',
    tag: 'datasets',
    caller: 'session',
  },
  {
    method: 'get',
    path: '/api/workspace/datasets/:id/file',
    summary: 'Download a dataset’s file',
    tag: 'datasets',
    caller: 'session',
    ok: { description: 'The file as stored (CSV).', schema: { type: 'string' } },
  },
  {
    method: 'patch',
    path: '/api/workspace/datasets/:id',
    summary: 'Rename a dataset',
    tag: 'datasets',
    caller: 'session',
    body: named('DatasetRename', datasetRenameSchema),
  },
  {
    method: 'delete',
    path: '/api/workspace/datasets/:id',
    summary: 'Delete a dataset',
    tag: 'datasets',
    caller: 'session',
    ok: gone,
  },
];
