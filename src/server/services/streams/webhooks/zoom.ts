/**
 * Zoom webhooks (an app's Event Subscriptions). Zoom makes the Secret Token; it signs
 * `v0:<x-zm-request-timestamp>:<raw body>`: `x-zm-signature: v0=<hex HMAC-SHA256>`. A timestamp more than five
 * minutes from arrival is refused. `endpoint.url_validation` (sent on setup and every 72 hours, signed like any
 * event) is answered with `{ plainToken, encryptedToken: hex HMAC-SHA256(secret, plainToken) }`; only a
 * plain token of letters, digits, `-` and `_` is signed, so the answer can never be a signature Zoom would send.
 * Zoom documents no delivery id that survives a retry, so the replay id is a digest of the body (its `event_ts`
 * stays the same on a retry). https://developers.zoom.us/docs/api/webhooks/
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import {
  bodyDigest,
  epochMillis,
  header,
  hmacSha256,
  isFresh,
  parseObject,
  reject,
  safeEqual,
  text,
} from './verify-kit';

export const zoomToleranceSeconds = 5 * 60;

const object = {
  id: ['payload.object.uuid', 'payload.object.id'],
  actor: ['payload.operator', 'payload.object.host_email', 'payload.object.host_id'],
  title: ['payload.object.topic', 'payload.object.email', 'payload.object.name'],
  url: ['payload.object.join_url', 'payload.object.share_url'],
  project: 'payload.account_id',
  created_at: ['payload.object.start_time', { path: 'event_ts', time: 'epoch' }],
  updated_at: ['payload.object.end_time', { path: 'event_ts', time: 'epoch' }],
} as const;

export const zoomMapping: MappingTable = {
  common: object,
  byType: {
    'meeting.created': { state: { text: 'created' } },
    'meeting.started': { state: { text: 'started' } },
    'meeting.ended': { state: { text: 'ended' } },
    'meeting.deleted': { state: { text: 'deleted' } },
    'meeting.participant_joined': {
      actor: ['payload.object.participant.user_name', 'payload.object.participant.email'],
      state: { text: 'joined' },
      created_at: 'payload.object.participant.join_time',
      updated_at: 'payload.object.participant.join_time',
    },
    'meeting.participant_left': {
      actor: ['payload.object.participant.user_name', 'payload.object.participant.email'],
      state: { text: 'left' },
      created_at: 'payload.object.participant.join_time',
      updated_at: 'payload.object.participant.leave_time',
    },
    'recording.completed': { state: { text: 'recorded' }, url: 'payload.object.share_url' },
  },
};

export const zoom: WebhookService = {
  slug: 'zoom',
  secretSource: 'theirs',
  docsUrl: 'https://developers.zoom.us/docs/api/webhooks/',
  verify(request, secret) {
    const signature = header(request, 'x-zm-signature');
    const timestamp = header(request, 'x-zm-request-timestamp');
    if (!signature || !timestamp) return reject('unsigned');
    const expected = `v0=${hmacSha256(secret, [`v0:${timestamp}:`, request.rawBody])}`;
    if (!secret || !safeEqual(signature, expected)) return reject('bad-signature');
    const sentAt = epochMillis(timestamp);
    if (sentAt === null) return reject('malformed');
    if (!isFresh(sentAt, request.receivedAt, zoomToleranceSeconds)) return reject('stale');
    const payload = parseObject(request.rawBody);
    const type = payload && text(payload.event);
    if (!payload || !type) return reject('malformed');
    if (type === 'endpoint.url_validation') {
      const plainToken = text((payload.payload as Record<string, unknown> | undefined)?.plainToken);
      if (!plainToken || !/^[A-Za-z0-9_-]{1,128}$/.test(plainToken)) return reject('malformed');
      return { kind: 'handshake', body: { plainToken, encryptedToken: hmacSha256(secret, plainToken) } };
    }
    return { kind: 'accepted', deliveryId: bodyDigest(request.rawBody), events: [{ type, payload }] };
  },
  toRows: (event) => rowsFrom(zoomMapping, event),
};
