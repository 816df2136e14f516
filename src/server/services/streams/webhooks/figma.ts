/**
 * Figma Webhooks V2 (created through Figma's REST API, `POST /v2/webhooks`, with a `passcode`). Figma signs
 * nothing: it echoes the passcode in every body, so Tessera makes it and compares it in constant time. The `PING`
 * sent when the hook is created is answered and stores nothing. No delivery header or signed time exists; the
 * replay id is a digest of the body (a retry resends the same body, its `timestamp` included).
 * https://developers.figma.com/docs/rest-api/webhooks/
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { bodyDigest, parseObject, reject, safeEqual, text } from './verify-kit';

export const figmaMapping: MappingTable = {
  common: {
    id: ['version_id', 'comment_id', 'file_key'],
    actor: ['triggered_by.handle', 'triggered_by.id'],
    title: ['file_name', 'label'],
    url: { template: 'https://www.figma.com/file/{file_key}' },
    project: 'webhook_id',
    created_at: ['created_at', 'timestamp'],
    updated_at: 'timestamp',
  },
  byType: {
    FILE_UPDATE: { state: { text: 'updated' } },
    FILE_DELETE: { state: { text: 'deleted' } },
    FILE_VERSION_UPDATE: { state: ['label', { text: 'version' }] },
    FILE_COMMENT: { title: ['comment.0.text', 'file_name'], state: { text: 'comment' } },
    LIBRARY_PUBLISH: { title: ['description', 'file_name'], state: { text: 'published' } },
    DEV_MODE_STATUS_UPDATE: { id: 'node_id', state: 'status' },
  },
};

export const figma: WebhookService = {
  slug: 'figma',
  secretSource: 'ours',
  docsUrl: 'https://developers.figma.com/docs/rest-api/webhooks/',
  verify(request, secret) {
    const payload = parseObject(request.rawBody);
    if (!payload) return reject('malformed');
    const passcode = text(payload.passcode);
    if (!passcode) return reject('unsigned');
    if (!secret || !safeEqual(passcode, secret)) return reject('bad-signature');
    const type = text(payload.event_type);
    if (!type) return reject('malformed');
    if (type === 'PING') return { kind: 'handshake', body: {} };
    // The passcode is the stream's secret: it goes no further than this check.
    const { passcode: _passcode, ...event } = payload;
    return { kind: 'accepted', deliveryId: bodyDigest(request.rawBody), events: [{ type, payload: event }] };
  },
  toRows: (event) => rowsFrom(figmaMapping, event),
};
