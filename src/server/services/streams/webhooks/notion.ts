/**
 * Notion webhooks (an integration's Webhooks tab). Creating a subscription makes Notion post, once and unsigned,
 * `{ "verification_token": "secret_…" }` to the URL; that token becomes the stream's secret: it is captured, as pending,
 * only while the stream has none (`verify` called with `''`); an Owner or Admin confirms it in the app (until then
 * every delivery is refused, and a later handshake replaces it), and pastes it back into Notion's Verify dialog. Every event after that is signed: `X-Notion-Signature: sha256=<hex HMAC-SHA256 of the raw body>`. The
 * replay id is the event's `id` (retries keep it and raise `attempt_number`). Notion documents no time window.
 * Events name what changed, not its content (Notion asks integrations to fetch the page), so rows carry ids.
 * https://developers.notion.com/reference/webhooks
 */
import { rowsFrom, type MappingTable } from './mapping';
import type { WebhookService } from './types';
import { header, hmacSha256, parseObject, reject, safeEqual, text } from './verify-kit';

export const notionMapping: MappingTable = {
  common: {
    id: 'entity.id',
    actor: ['authors.0.id', 'authors.0.type'],
    title: ['data.parent.type', 'entity.type'],
    state: 'entity.type',
    project: ['workspace_name', 'workspace_id'],
    created_at: 'timestamp',
    updated_at: 'timestamp',
  },
  byType: {
    comment: { title: 'data.page_id', state: { text: 'comment' } },
  },
};

export const notion: WebhookService = {
  slug: 'notion',
  secretSource: 'theirs',
  docsUrl: 'https://developers.notion.com/reference/webhooks',
  verify(request, secret) {
    const signature = header(request, 'x-notion-signature');
    if (!signature) {
      const body = parseObject(request.rawBody);
      const token = body && text(body.verification_token);
      // The one unsigned request Notion sends: accepted only before a secret exists, so it can never replace one.
      if (!secret && token && Object.keys(body).length === 1) {
        return { kind: 'handshake', body: {}, capturedSecret: token };
      }
      return reject('unsigned');
    }
    if (!secret || !safeEqual(signature, `sha256=${hmacSha256(secret, request.rawBody)}`))
      return reject('bad-signature');
    const payload = parseObject(request.rawBody);
    const type = payload && text(payload.type);
    if (!payload || !type) return reject('malformed');
    return { kind: 'accepted', deliveryId: text(payload.id) ?? null, events: [{ type, payload }] };
  },
  toRows: (event) => rowsFrom(notionMapping, event),
};
