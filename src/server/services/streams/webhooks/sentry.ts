/**
 * Sentry integration-platform webhooks (an internal integration under Settings > Developer Settings). Sentry makes
 * the Client Secret; it signs the raw body: `Sentry-Hook-Signature: <hex HMAC-SHA256>`. The resource is the
 * `Sentry-Hook-Resource` header (issue, error, comment, event_alert, metric_alert, installation), the delivery id
 * `Request-ID`. `Sentry-Hook-Timestamp` is sent but not signed and Sentry documents no window, so none is applied.
 * https://docs.sentry.io/integrations/integration-platform/webhooks/
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { header, hmacSha256, parseObject, reject, safeEqual, text } from './verify-kit';

export const sentryMapping: MappingTable = {
  common: { actor: ['actor.name', 'actor.id'], project: ['installation.uuid'] },
  byType: {
    issue: {
      id: ['data.issue.shortId', 'data.issue.id'],
      title: 'data.issue.title',
      state: ['data.issue.status', 'data.issue.level'],
      url: ['data.issue.web_url', 'data.issue.permalink', 'data.issue.url'],
      project: ['data.issue.project.slug', 'data.issue.project.name'],
      created_at: 'data.issue.firstSeen',
      updated_at: 'data.issue.lastSeen',
    },
    error: {
      id: 'data.error.event_id',
      title: 'data.error.title',
      state: 'data.error.level',
      url: ['data.error.web_url', 'data.error.issue_url'],
      project: 'data.error.project',
      created_at: { path: 'data.error.datetime', time: 'epoch' },
      updated_at: ['data.error.datetime', { path: 'data.error.received', time: 'epoch' }],
    },
    event_alert: {
      id: 'data.event.event_id',
      title: ['data.triggered_rule', 'data.event.title'],
      state: 'data.event.level',
      url: ['data.event.web_url', 'data.event.issue_url'],
      project: 'data.event.project',
      created_at: 'data.event.datetime',
      updated_at: 'data.event.datetime',
    },
    metric_alert: {
      id: 'data.metric_alert.id',
      title: ['data.description_title', 'data.metric_alert.title'],
      state: 'action',
      url: 'data.web_url',
      created_at: 'data.metric_alert.date_started',
      updated_at: 'data.metric_alert.date_detected',
    },
    comment: {
      id: 'data.comment_id',
      title: 'data.comment',
      state: 'action',
      project: 'data.project_slug',
      created_at: 'data.timestamp',
      updated_at: 'data.timestamp',
    },
    installation: {
      id: 'data.installation.uuid',
      title: 'data.installation.app.slug',
      state: 'data.installation.status',
    },
  },
};

export const sentry: WebhookService = {
  slug: 'sentry',
  secretSource: 'theirs',
  docsUrl: 'https://docs.sentry.io/integrations/integration-platform/webhooks/',
  verify(request, secret) {
    const signature = header(request, 'sentry-hook-signature');
    if (!signature) return reject('unsigned');
    if (!secret || !safeEqual(signature.toLowerCase(), hmacSha256(secret, request.rawBody))) {
      return reject('bad-signature');
    }
    const payload = parseObject(request.rawBody);
    const resource = header(request, 'sentry-hook-resource');
    if (!payload || !resource) return reject('malformed');
    const action = text(payload.action);
    return {
      kind: 'accepted',
      deliveryId: header(request, 'request-id') ?? null,
      events: [{ type: action ? `${resource}.${action}` : resource, payload }],
    };
  },
  toRows: (event) => rowsFrom(sentryMapping, event),
};
