/**
 * Datadog's Webhooks integration (Integrations > Webhooks), called from a monitor's message with
 * `@webhook-<name>`. Datadog signs nothing; it sends the custom headers the user configures, so Tessera makes a
 * token and the setup adds `{"X-Tessera-Token": "<secret>"}` as the webhook's Custom Headers, compared in constant
 * time. The payload is a template; rows follow Datadog's default one (`$ID`, `$EVENT_TITLE`, `$EVENT_TYPE`,
 * `$DATE`, `$LAST_UPDATED`, `$ORG_NAME` …) plus the alert variables the setup steps add. The replay id is the
 * event's `$ID` (a retry repeats it), else a digest of the body. No time is signed, so there is no window.
 * https://docs.datadoghq.com/integrations/webhooks/
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { bodyDigest, header, parseObject, reject, safeEqual, text } from './verify-kit';

export const datadogTokenHeader = 'x-tessera-token';

export const datadogMapping: MappingTable = {
  common: {
    id: ['alert_id', 'id'],
    actor: ['org.name', 'org.id'],
    title: ['title', 'alert_title'],
    state: ['alert_transition', 'alert_status', 'alert_type'],
    url: 'link',
    project: ['alert_scope', 'host_name', 'org.name'],
    created_at: { path: 'date', time: 'epoch' },
    updated_at: [
      { path: 'last_updated', time: 'epoch' },
      { path: 'date', time: 'epoch' },
    ],
  },
  byType: {},
};

export const datadog: WebhookService = {
  slug: 'datadog',
  secretSource: 'ours',
  docsUrl: 'https://docs.datadoghq.com/integrations/webhooks/',
  verify(request, secret) {
    const token = header(request, datadogTokenHeader);
    if (!token) return reject('unsigned');
    if (!secret || !safeEqual(token, secret)) return reject('bad-signature');
    const payload = parseObject(request.rawBody);
    if (!payload) return reject('malformed');
    const type = text(payload.event_type) ?? 'event';
    return {
      kind: 'accepted',
      deliveryId: text(payload.id) ? `event:${text(payload.id)}` : bodyDigest(request.rawBody),
      events: [{ type, payload }],
    };
  },
  toRows: (event) => rowsFrom(datadogMapping, event),
};
