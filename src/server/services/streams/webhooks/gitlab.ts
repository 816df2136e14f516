/**
 * GitLab project and group webhooks. GitLab signs nothing in general availability: it sends the secret token the
 * user typed back verbatim in `X-Gitlab-Token`, which is compared in constant time (so only TLS protects it; its
 * HMAC `webhook-signature` is behind a feature flag and not relied on here). Replays: `Idempotency-Key` (kept on
 * retries, GitLab 17.4+), else `X-Gitlab-Event-UUID`. No time is sent, so there is no freshness window.
 * https://docs.gitlab.com/user/project/integrations/webhooks/
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { header, parseObject, reject, safeEqual, text } from './verify-kit';

const attributes = {
  id: ['object_attributes.iid', 'object_attributes.id'],
  title: ['object_attributes.title', 'object_attributes.name', 'object_attributes.note'],
  state: ['object_attributes.state', 'object_attributes.status'],
  url: 'object_attributes.url',
  created_at: 'object_attributes.created_at',
  updated_at: ['object_attributes.updated_at', 'object_attributes.finished_at'],
} as const;

export const gitlabMapping: MappingTable = {
  common: {
    actor: ['user.username', 'user_username', 'user.name'],
    project: ['project.path_with_namespace', 'project.name'],
  },
  byType: {
    issue: attributes,
    merge_request: attributes,
    note: { ...attributes, title: 'object_attributes.note', state: 'object_attributes.noteable_type' },
    pipeline: { ...attributes, id: 'object_attributes.id', title: 'object_attributes.ref' },
    push: {
      id: 'checkout_sha',
      title: 'commits.0.message',
      state: 'ref',
      url: 'commits.0.url',
      created_at: 'commits.0.timestamp',
      updated_at: 'commits.0.timestamp',
    },
    tag_push: { id: 'checkout_sha', title: 'ref', state: 'ref', url: 'project.web_url' },
    release: {
      id: 'tag',
      title: 'name',
      state: 'action',
      url: 'url',
      created_at: 'created_at',
      updated_at: 'released_at',
    },
  },
};

export const gitlab: WebhookService = {
  slug: 'gitlab',
  secretSource: 'ours',
  docsUrl: 'https://docs.gitlab.com/user/project/integrations/webhooks/',
  verify(request, secret) {
    const token = header(request, 'x-gitlab-token');
    if (!token) return reject('unsigned');
    if (!secret || !safeEqual(token, secret)) return reject('bad-signature');
    const payload = parseObject(request.rawBody);
    const kind = payload && text(payload.object_kind ?? payload.event_name);
    if (!payload || !kind) return reject('malformed');
    const attrs = payload.object_attributes as Record<string, unknown> | undefined;
    const action = text(attrs?.action) ?? text(payload.action);
    return {
      kind: 'accepted',
      deliveryId: header(request, 'idempotency-key') ?? header(request, 'x-gitlab-event-uuid') ?? null,
      events: [{ type: action ? `${kind}.${action}` : kind, payload }],
    };
  },
  toRows: (event) => rowsFrom(gitlabMapping, event),
};
