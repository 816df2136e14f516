/**
 * Jira Cloud admin webhooks (System > WebHooks) with a secret: Tessera makes it, the admin pastes it into the
 * webhook's Secret field, and Jira signs the raw body WebSub-style: `X-Hub-Signature: sha256=<hex HMAC-SHA256>`.
 * Webhooks registered without a secret (or by Connect/OAuth apps) are unsigned and refused. The delivery id is
 * `X-Atlassian-Webhook-Identifier` (unchanged across retries). Jira signs no time, so there is no freshness window.
 * https://developer.atlassian.com/cloud/jira/platform/webhooks/#secure-admin-webhooks
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { header, hmacSha256, parseObject, reject, safeEqual, text } from './verify-kit';

export const jiraMapping: MappingTable = {
  common: {
    id: ['issue.key', 'comment.id', 'project.key'],
    actor: ['user.displayName', 'comment.author.displayName'],
    title: ['issue.fields.summary', 'project.name'],
    state: ['issue.fields.status.name', 'issue_event_type_name'],
    url: ['issue.self', 'comment.self', 'project.self'],
    project: ['issue.fields.project.key', 'project.key'],
    created_at: [{ path: 'timestamp', time: 'epoch' }],
    updated_at: [{ path: 'timestamp', time: 'epoch' }],
  },
  byType: {
    'jira:issue_created': { created_at: 'issue.fields.created', updated_at: 'issue.fields.updated' },
    'jira:issue_updated': { updated_at: 'issue.fields.updated' },
    comment_created: {
      id: 'comment.id',
      actor: 'comment.author.displayName',
      url: 'comment.self',
      created_at: 'comment.created',
      updated_at: 'comment.updated',
    },
  },
};

export const jira: WebhookService = {
  slug: 'jira',
  secretSource: 'ours',
  docsUrl: 'https://developer.atlassian.com/cloud/jira/platform/webhooks/',
  verify(request, secret) {
    const signature = header(request, 'x-hub-signature');
    if (!signature) return reject('unsigned');
    if (!secret || !safeEqual(signature, `sha256=${hmacSha256(secret, request.rawBody)}`))
      return reject('bad-signature');
    const payload = parseObject(request.rawBody);
    const type = payload && text(payload.webhookEvent);
    if (!payload || !type) return reject('malformed');
    return {
      kind: 'accepted',
      deliveryId: header(request, 'x-atlassian-webhook-identifier') ?? null,
      events: [{ type, payload }],
    };
  },
  toRows: (event) => rowsFrom(jiraMapping, event),
};
