/**
 * Slack Events API. Slack makes the app's Signing Secret; it signs `v0:<X-Slack-Request-Timestamp>:<raw body>`:
 * `X-Slack-Signature: v0=<hex HMAC-SHA256>`, and a timestamp more than five minutes from arrival is refused.
 * The `url_verification` request (signed too) is answered with its `challenge`. The replay id is the body's
 * `event_id`, which Slack keeps when it retries (`X-Slack-Retry-Num`). Other envelopes (`app_rate_limited`) are
 * acknowledged and store nothing. https://api.slack.com/authentication/verifying-requests-from-slack
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { epochMillis, header, hmacSha256, isFresh, parseObject, reject, safeEqual, text } from './verify-kit';

export const slackToleranceSeconds = 5 * 60;

export const slackMapping: MappingTable = {
  common: {
    id: 'event_id',
    actor: ['event.user', 'event.user.id', 'event.bot_id'],
    title: ['event.text', 'event.reaction', 'event.channel.name', 'event.name'],
    state: ['event.subtype', 'event.channel_type', 'event.item.type'],
    project: ['event.channel', 'event.item.channel', 'event.channel.id', 'team_id'],
    created_at: { path: 'event_time', time: 'epoch' },
    updated_at: { path: 'event_time', time: 'epoch' },
  },
  byType: {
    reaction_added: { title: 'event.reaction', state: { text: 'added' } },
    reaction_removed: { title: 'event.reaction', state: { text: 'removed' } },
  },
};

export const slack: WebhookService = {
  slug: 'slack',
  secretSource: 'theirs',
  docsUrl: 'https://api.slack.com/apis/events-api',
  verify(request, secret) {
    const signature = header(request, 'x-slack-signature');
    const timestamp = header(request, 'x-slack-request-timestamp');
    if (!signature || !timestamp) return reject('unsigned');
    const expected = `v0=${hmacSha256(secret, [`v0:${timestamp}:`, request.rawBody])}`;
    if (!secret || !safeEqual(signature, expected)) return reject('bad-signature');
    const sentAt = /^\d{1,12}$/.test(timestamp) ? epochMillis(timestamp) : null;
    if (sentAt === null) return reject('malformed');
    if (!isFresh(sentAt, request.receivedAt, slackToleranceSeconds)) return reject('stale');
    const payload = parseObject(request.rawBody);
    if (!payload) return reject('malformed');
    if (payload.type === 'url_verification') {
      const challenge = text(payload.challenge);
      return challenge ? { kind: 'handshake', body: { challenge } } : reject('malformed');
    }
    if (payload.type !== 'event_callback') return { kind: 'handshake', body: {} };
    const event = payload.event as Record<string, unknown> | undefined;
    const type = text(event?.type);
    if (!type) return reject('malformed');
    const subtype = text(event?.subtype);
    return {
      kind: 'accepted',
      deliveryId: text(payload.event_id) ?? null,
      events: [{ type: subtype ? `${type}.${subtype}` : type, payload }],
    };
  },
  toRows: (event) => rowsFrom(slackMapping, event),
};
