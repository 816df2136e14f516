/**
 * The checks every webhook service shares: HMAC over the raw body, comparison in constant time, freshness against
 * `receivedAt`, and a JSON body read without throwing. Pure; `node:crypto` and
 * lib/json-depth.ts, lib/storable-text.ts only.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { nestsDeeperThan } from '../../../lib/json-depth';
import { storableText } from '../../../lib/storable-text';
import type { WebhookRequest, WebhookVerdict } from './types';

type Rejection = Extract<WebhookVerdict, { kind: 'rejected' }>;

export const reject = (reason: Rejection['reason']): Rejection => ({ kind: 'rejected', reason });

/**
 * HMAC-SHA256 of `message` under `key`, hex (GitHub, Slack, Zoom, Linear, Sentry …) or base64. A body is given as
 * its raw bytes (a Buffer, or a list of parts such as a signed prefix and the body); a string is its UTF-8 bytes.
 */
export function hmacSha256(
  key: string | Buffer,
  message: string | Buffer | readonly (string | Buffer)[],
  encoding: 'hex' | 'base64' = 'hex',
): string {
  const hmac = createHmac('sha256', key);
  for (const part of Array.isArray(message) ? message : [message]) {
    if (typeof part === 'string') hmac.update(part, 'utf8');
    else hmac.update(part as Buffer);
  }
  return hmac.digest(encoding);
}

/**
 * Equal in constant time whatever the lengths: both sides are hashed to 32 bytes first, so neither the length nor
 * the first differing byte of the expected value leaks, and `timingSafeEqual` never throws on a length mismatch.
 */
export function safeEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** A header's value, trimmed, or `undefined` when absent or empty (names are lower case in `WebhookRequest`). */
export function header(request: WebhookRequest, name: string): string | undefined {
  const value = request.headers[name]?.trim();
  return value ? value : undefined;
}

/**
 * How deep a delivery's JSON may nest. The services' payloads nest a few levels (Sentry's event data, the deepest,
 * about ten); a body nested deeper is refused before it is parsed: parsing runs on the request thread, some
 * services' bodies are parsed before any secret is checked (Figma's passcode, Notion's token are inside them), and
 * `JSON.parse` of a megabyte of brackets holds the thread for most of a second.
 */
export const maxHookJsonDepth = 64;

/**
 * The body as a JSON object, or `null` when it is not one (arrays and scalars are not events) or nests deeper than
 * `maxHookJsonDepth`. Decoded as UTF-8 only here, after any signature was checked over the bytes; a leading BOM is
 * dropped.
 */
export function parseObject(rawBody: Buffer | string): Record<string, unknown> | null {
  try {
    const body = typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8').decode(rawBody);
    if (nestsDeeperThan(body, maxHookJsonDepth)) return null;
    const value: unknown = JSON.parse(body.replace(/^\uFEFF/, ''));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Unix seconds (or milliseconds, told apart by size) as a number, or `null` when the text is not one. */
export function epochMillis(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,16}$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isFinite(n)) return null;
  return n >= 1e12 ? n : n * 1000;
}

/** Whether `millis` lies within `toleranceSeconds` of the moment the request arrived, either side. */
export function isFresh(millis: number, receivedAt: Date, toleranceSeconds: number): boolean {
  return Math.abs(receivedAt.getTime() - millis) <= toleranceSeconds * 1000;
}

/** A replay id for a service that sends none: the same bytes delivered twice are the same delivery. */
export function bodyDigest(rawBody: Buffer): string {
  return `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/**
 * A delivery id longer than this (the longest a push's Idempotency-Key may be) is kept as its digest: a receipt's key
 * stays within what its index can hold (a random id of ~2.7 KB failed the insert, a 500).
 */
export const maxKeptDeliveryIdLength = 200;

/**
 * The receipt of a delivery id: `hook:<id>` for a short id that PostgreSQL text holds as it is; for a longer one, or
 * one with NUL (which text cannot hold: its whole batch was refused) or half a surrogate pair (stored as U+FFFD, so
 * a replay was never found), `hook-sha256:<hex>` of the id (a prefix no kept id can take).
 */
export function deliveryReceipt(deliveryId: string): string {
  const keptAsItIs = deliveryId.length <= maxKeptDeliveryIdLength && storableText(deliveryId) === deliveryId;
  if (keptAsItIs) return `hook:${deliveryId}`;
  // Of its UTF-16 code units: as UTF-8, two ids differing only in a lone surrogate would be one.
  return `hook-sha256:${createHash('sha256').update(Buffer.from(deliveryId, 'utf16le')).digest('hex')}`;
}

/** The text of a string or number field, or `undefined`. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
