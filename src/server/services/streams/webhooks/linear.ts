/**
 * Linear webhooks. Linear makes the signing secret (shown on the webhook's page); it signs the raw body:
 * `Linear-Signature: <hex HMAC-SHA256>`. The body's `webhookTimestamp` (Unix ms) must be within a minute of
 * arrival, as Linear's docs advise; the delivery id is `Linear-Delivery`, the entity family `Linear-Event`.
 * https://linear.app/developers/webhooks
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { epochMillis, header, hmacSha256, isFresh, parseObject, reject, safeEqual, text } from './verify-kit';

export const linearToleranceSeconds = 60;

export const linearMapping: MappingTable = {
  common: {
    id: ['data.identifier', 'data.id'],
    actor: ['actor.name', 'actor.email'],
    title: ['data.title', 'data.name', 'data.body'],
    state: ['data.state.name', 'data.status.name', 'action'],
    url: ['url', 'data.url'],
    project: ['data.team.key', 'data.project.name', 'organizationId'],
    created_at: ['data.createdAt', 'createdAt'],
    updated_at: ['data.updatedAt', 'createdAt'],
  },
  byType: {
    Comment: { title: 'data.body', state: 'action', id: 'data.id', project: 'data.issue.title' },
  },
};

export const linear: WebhookService = {
  slug: 'linear',
  secretSource: 'theirs',
  docsUrl: 'https://linear.app/developers/webhooks',
  verify(request, secret) {
    const signature = header(request, 'linear-signature');
    if (!signature) return reject('unsigned');
    if (!secret || !safeEqual(signature.toLowerCase(), hmacSha256(secret, request.rawBody))) {
      return reject('bad-signature');
    }
    const payload = parseObject(request.rawBody);
    const type = payload && (text(payload.type) ?? header(request, 'linear-event'));
    const sentAt = payload && epochMillis(payload.webhookTimestamp);
    if (!payload || !type || sentAt === null) return reject('malformed');
    if (!isFresh(sentAt, request.receivedAt, linearToleranceSeconds)) return reject('stale');
    const action = text(payload.action);
    return {
      kind: 'accepted',
      deliveryId: header(request, 'linear-delivery') ?? null,
      events: [{ type: action ? `${type}.${action}` : type, payload }],
    };
  },
  toRows: (event) => rowsFrom(linearMapping, event),
};
