import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataStreams } from '../../db/schema/index';
import type { SecretBox } from '../../lib/secret-box';
import type { StreamRow } from './streams';

/** How long a webhook stream read for one delivery serves the next ones without being read again. */
export const hookStreamKeptMs = 30_000;
/** Streams kept per database in this process; past it the longest kept is dropped. */
const maxKept = 5_000;

/** A stream as a delivery to it found it, its secret opened ('' for none), and whether it was kept from before. */
export type HookStream = { row: StreamRow; secret: string; kept: boolean };

type Kept = { row: StreamRow; secret: string; readAt: number };

/** Per database (tests run apps on two in one process), by stream id. */
const keptByDb = new WeakMap<Db, Map<string, Kept>>();
/** Reads under way, by database and stream id: deliveries arriving together wait for one read. */
const readingByDb = new WeakMap<Db, Map<string, Promise<HookStream | undefined>>>();

function keptOf(db: Db) {
  let kept = keptByDb.get(db);
  if (!kept) keptByDb.set(db, (kept = new Map()));
  return kept;
}

/**
 * The stream a webhook delivery names (docs/decisions/070). Reading its row and opening its secret for every
 * delivery was a query and an AES-GCM opening per delivery, a busy stream's largest costs besides HTTP itself, so a
 * webhook stream read is kept for `hookStreamKeptMs` and serves the deliveries that follow (deliveries arriving
 * while it is read wait for that one read: a burst to a stream not kept yet is one query). A kept row may be older
 * than the stream (its secret rotated, the stream paused or deleted, on this instance or another): it is only ever
 * trusted to *accept* a delivery into its batch, and the batch reads the stream again under its lock and refuses
 * every delivery verified with a secret the stream no longer has (`SupersededSecret`, ingest-refusals.ts). Anything
 * a kept row would refuse or answer on its own is decided on the row read again (`fresh`). Rotating, pausing,
 * resuming and deleting forget the row here at once (`forgetHookStream`); other instances' rows are checked by
 * their batches.
 */
export async function hookStream(
  db: Db,
  secretBox: SecretBox,
  id: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<HookStream | undefined> {
  const known = keptOf(db).get(id);
  if (!fresh && known && Date.now() - known.readAt < hookStreamKeptMs) {
    return { row: known.row, secret: known.secret, kept: true };
  }
  if (fresh) return read(db, secretBox, id);
  let reading = readingByDb.get(db);
  if (!reading) readingByDb.set(db, (reading = new Map()));
  const underWay = reading.get(id);
  // A read started before this delivery arrived, shared: what it found is as trustworthy as a kept row.
  if (underWay) return underWay.then((found) => found && { ...found, kept: true });
  const started = read(db, secretBox, id).finally(() => reading.delete(id));
  reading.set(id, started);
  return started;
}

/** The stream's row read now, kept when it is a webhook stream's. */
async function read(db: Db, secretBox: SecretBox, id: string): Promise<HookStream | undefined> {
  const kept = keptOf(db);
  const known = kept.get(id);
  const [row] = await db.select().from(dataStreams).where(eq(dataStreams.id, id));
  if (!row || row.kind !== 'webhook') {
    kept.delete(id);
    return row && { row, secret: '', kept: false };
  }
  // The same sealed value opens to the same secret: opened again only when it changed.
  const secret =
    known && known.row.sealedSecret === row.sealedSecret
      ? known.secret
      : row.sealedSecret === null
        ? ''
        : (secretBox.open(row.sealedSecret) ?? '');
  const now = Date.now();
  kept.delete(id);
  // Oldest first (a row read again goes to the end): those past their time go, so an opened secret stays in
  // memory only while its stream's deliveries come, and the longest kept goes when the map is full.
  for (const [other, entry] of kept) {
    if (now - entry.readAt < hookStreamKeptMs && kept.size < maxKept) break;
    kept.delete(other);
  }
  kept.set(id, { row, secret, readAt: now });
  return { row, secret, kept: false };
}

/** Forgets what `hookStream` kept of a stream: its next delivery reads it again. */
export function forgetHookStream(db: Db, id: string) {
  keptByDb.get(db)?.delete(id);
}
