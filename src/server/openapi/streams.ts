import {
  confirmSecretSchema,
  createStreamSchema,
  rotateSecretSchema,
  updateStreamSchema,
} from '../../shared/data-streams';
import { dataStreamsSchema } from '../../shared/workspace';
import { json, named, schemaOf, type Operation } from './operation';

const slug = { slug: { type: 'string', pattern: '^[a-z0-9-]+$' } };
const stream = (method: Operation['method'], tail: string, summary: string, more: Partial<Operation> = {}) =>
  ({
    method,
    path: `/api/workspace/data-streams/streams/:id${tail}`,
    summary,
    tag: 'data streams',
    caller: 'session',
    ...(method === 'get' ? {} : { action: 'data-streams:update' as const }),
    ...more,
  }) satisfies Operation;

/** The workspace's data streams (and the older list of connected sources by slug). */
export const streamsOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/workspace/data-streams',
    summary: 'Connected sources and streams',
    tag: 'data streams',
    caller: 'session',
  },
  {
    method: 'put',
    path: '/api/workspace/data-streams',
    action: 'data-streams:update',
    summary: 'Set the connected sources',
    tag: 'data streams',
    caller: 'session',
    body: named('DataStreams', dataStreamsSchema),
  },
  {
    method: 'put',
    path: '/api/workspace/data-streams/:slug',
    action: 'data-streams:update',
    summary: 'Connect a source',
    tag: 'data streams',
    caller: 'session',
    pathParams: slug,
  },
  {
    method: 'delete',
    path: '/api/workspace/data-streams/:slug',
    action: 'data-streams:update',
    summary: 'Disconnect a source',
    tag: 'data streams',
    caller: 'session',
    pathParams: slug,
  },
  {
    method: 'post',
    path: '/api/workspace/data-streams/streams',
    action: 'data-streams:update',
    summary: 'Connect a stream (push, webhook, URL pull, PostgreSQL)',
    tag: 'data streams',
    caller: 'session',
    body: named('CreateStream', createStreamSchema),
    ok: { status: 201, description: 'The stream, with its secret this once.' },
  },
  stream('get', '', 'A stream and its recent runs'),
  stream('patch', '', 'Edit a URL pull or PostgreSQL source (secrets left out are kept)', {
    body: named('UpdateStream', updateStreamSchema),
  }),
  stream('post', '/pause', 'Pause a stream'),
  stream('post', '/resume', 'Resume a stream'),
  stream('post', '/rotate-secret', 'Rotate a webhook secret (the old one stops at once)', {
    body: { required: false, content: json(schemaOf(rotateSecretSchema, 'input')) },
  }),
  stream('post', '/confirm-secret', 'Confirm the secret a service sent (Notion), by its fingerprint', {
    body: named('ConfirmSecret', confirmSecretSchema),
  }),
  stream('post', '/sync', 'Pull now', { ok: { status: 202, description: 'A run is queued.' } }),
  stream('delete', '', 'Delete a stream', { ok: { status: 204, description: 'Deleted.', empty: true } }),
];
