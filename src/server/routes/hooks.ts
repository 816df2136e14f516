import { Hono } from 'hono';
import { apiMessages } from '../../shared/i18n/messages/api';
import { dataStreamsMessages } from '../../shared/i18n/messages/data-streams';
import type { AppEnv } from '../app-env';
import { ApiError } from '../lib/api-error';
import { bodySizeLimit } from '../lib/body-size-limit';
import { callerBucket } from '../lib/client-address';
import { consumePoint, peekLimit, type Limiter } from '../lib/rate-limit';
import { assertAllowed, enforceRateLimits, tooManyRequests } from '../lib/rate-limited';
import { idParam } from '../lib/uuid-param';
import { deliverInBatch } from '../services/streams/hook-batches';
import { forgetHookStream, hookStream } from '../services/streams/hook-streams';
import { pausedError, SupersededSecret } from '../services/streams/ingest-refusals';
import {
  keepPendingSecret,
  recordStreamError,
  streamNotFound,
  type StreamRow,
} from '../services/streams/streams';
import { webhookService } from '../services/streams/webhooks/index';
import type { StreamRow as DeliveredRow, WebhookVerdict } from '../services/streams/webhooks/types';
import { bodyDigest, deliveryReceipt } from '../services/streams/webhooks/verify-kit';
import { spoolDirOf } from '../storage/spool';

/** A service's delivery is at most this large (GitHub caps its payloads at 25 MB, but events are far smaller). */
export const maxHookBodyBytes = 1024 * 1024;

const tooLarge = () => {
  throw new ApiError(413, 'payload_too_large', apiMessages.tooLarge);
};

/** Deliveries being read and checked in this process now, per sender (its address and the stream). */
const checking = new Map<string, number>();

/**
 * Lets a sender's delivery be read and checked while it has failures left (`failures`, peeked here, counted once
 * a check fails): each check under way holds one of them until it passed or its failure is counted, so a burst
 * sent at once (slow bodies above all) cannot all pass the peek before the first failure is counted. A sender's
 * good deliveries hold them too while they are read, so one with more than `failures.points` deliveries being read
 * at once to one stream (a service sends a few) is refused those past it, with a 429 and a second to wait. Refused
 * before the body is read; answers the release, to call once (more calls do nothing).
 */
async function startCheck(failures: Limiter, sender: string): Promise<() => void> {
  const peeked = await peekLimit(failures, sender);
  assertAllowed(peeked);
  const underWay = checking.get(sender) ?? 0;
  if (peeked.used + underWay >= failures.points) throw tooManyRequests(1);
  checking.set(sender, underWay + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (checking.get(sender) ?? 1) - 1;
    if (left > 0) checking.set(sender, left);
    else checking.delete(sender);
  };
}

/**
 * `POST /api/hooks/:streamId`: a catalogue service delivers events to a webhook stream (issue 24). Mounted beside
 * `/api`, not under it: the callers are other services, so the same-origin guard does not apply; the stream's
 * secret, checked by the service's documented scheme (services/streams/webhooks/), is the credential. Unsigned,
 * stale or badly signed deliveries answer 401, are counted on the stream and store nothing; an address whose
 * deliveries to a stream failed too often (its checks under way counted as failures until they end) is refused
 * (429) for that stream before its body is read, and one that sent
 * too many deliveries to no webhook stream is refused for those. A handshake is answered; a replayed delivery id
 * is dropped, and so is a body already received (whatever delivery id it comes with); a paused stream answers 409
 * and stores nothing. The stream's allowance of deliveries is counted only once the signature verified, so a
 * stranger's unsigned traffic cannot spend it. A verified delivery is stored with the others that arrive together
 * (services/streams/hook-batches.ts, docs/decisions/064) and answered once their batch is committed.
 */
export const hookRoutes = new Hono<AppEnv>()
  .use(bodySizeLimit({ defaultMaxBytes: maxHookBodyBytes, maxBytesByPath: {}, onError: tooLarge }))
  .use(async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
  })
  .post('/:id', async (c) => {
    const { database, limiters, secretBox, env, storage, datasetInsights } = c.var.deps;
    const { db } = database;
    const address = callerBucket(c);
    const id = idParam(c, streamNotFound);
    const missed = async () => {
      assertAllowed(await peekLimit(limiters.hookMissesByAddress, address));
      await consumePoint(limiters.hookMissesByAddress, address);
      return streamNotFound();
    };
    let found = await hookStream(db, secretBox, id);
    const service = found?.row.kind === 'webhook' ? webhookService(found.row.service) : undefined;
    if (!found || !service) throw await missed();
    const sender = `${address}|${id}`;
    const failures = limiters.hookFailuresBySenderAndStream;
    const failed = async () => consumePoint(failures, sender);
    // Held from before the body is read until a failed check is counted (or the delivery passed).
    const releaseCheck = await startCheck(failures, sender);
    let rawBody: Buffer;
    let verdict: WebhookVerdict;
    let stream: StreamRow;
    try {
      const headers: Record<string, string> = {};
      c.req.raw.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      // The bytes as sent: signatures are over these, and decoding to text first would drop a BOM or bad UTF-8.
      rawBody = Buffer.from(await c.req.arrayBuffer());
      const request = {
        headers,
        rawBody,
        url: new URL(c.req.path, env.APP_URL).toString(),
        receivedAt: new Date(),
      };
      verdict = service.verify(request, found.secret);
      // A kept row (services/streams/hook-streams.ts) only ever lets a delivery into its batch, which checks the
      // secret again; whatever else it would decide (a refusal, a handshake, a pause) is decided on the row as stored.
      if (found.kept && (verdict.kind !== 'accepted' || found.row.status === 'paused')) {
        found = await hookStream(db, secretBox, id, { fresh: true });
        if (!found || found.row.kind !== 'webhook') throw await missed();
        verdict = service.verify(request, found.secret);
      }
      stream = found.row;
      if (verdict.kind === 'rejected') {
        await failed();
        await recordStreamError(db, stream, verdict.reason, null, { rejectedDelivery: true });
        throw new ApiError(401, 'unauthorized', dataStreamsMessages.api.rejectedDelivery);
      }
      if (verdict.kind === 'handshake' && verdict.capturedSecret !== undefined) {
        // Unsigned (Notion's verification token): counted per address like a failed check, never on the stream's
        // allowance, and kept only as pending until an Owner or Admin confirms it in the app.
        await failed();
        if (stream.sealedSecret === null) await keepPendingSecret(db, secretBox, id, verdict.capturedSecret);
        return c.json(verdict.body as object);
      }
    } finally {
      releaseCheck();
    }
    // Only a verified delivery spends the stream's allowance: unsigned traffic is limited per address above, so it
    // can never use up what the service's own deliveries need.
    await enforceRateLimits([{ limiter: limiters.hookDeliveriesByStream, key: id }]);
    if (verdict.kind === 'handshake') return c.json(verdict.body as object);
    if (stream.status === 'paused') throw pausedError();
    const rows: DeliveredRow[] = [];
    let unmapped = 0;
    for (const event of verdict.events) {
      try {
        rows.push(...service.toRows(event));
      } catch {
        unmapped += 1;
      }
    }
    if (unmapped > 0)
      await recordStreamError(db, stream, 'malformed', { code: 'unmappedEvents', count: unmapped });
    // Stored with the deliveries that arrive together (one batch, one transaction), answered once committed.
    const result = await deliverInBatch(
      { db, kind: database.kind, storage, spoolDir: spoolDirOf(env.DATA_DIR), insights: datasetInsights },
      stream,
      {
        rows,
        // The delivery id of most services is an unsigned header: the signed body's digest is what a replay
        // with a new id still carries.
        receipts: [
          ...(verdict.deliveryId === null ? [] : [deliveryReceipt(verdict.deliveryId)]),
          `body:${bodyDigest(rawBody)}`,
        ],
      },
    ).catch(async (error: unknown) => {
      // The stream changed (paused, deleted, its secret rotated): the next delivery reads it again.
      forgetHookStream(db, id);
      if (!(error instanceof SupersededSecret)) throw error;
      // Signed with the secret the stream had: refused and counted as a bad signature is.
      await failed();
      await recordStreamError(db, stream, 'bad-signature', null, { rejectedDelivery: true });
      throw new ApiError(401, 'unauthorized', dataStreamsMessages.api.rejectedDelivery);
    });
    return c.json({ accepted: result.accepted, replayed: result.replayed });
  });
