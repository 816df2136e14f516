import { Readable } from 'node:stream';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storageChunks, storageObjects } from '../db/schema/index';
import { assertStoredName, objectEtag, type Bucket } from './buckets';
import { ObjectGone, type ObjectBody, type ObjectStore } from './object-store';

/** The bytes one chunk row holds: one statement never carries more, however large the file. */
export const chunkBytes = 256 * 1024;

const objectIs = (bucket: string, name: string) =>
  and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name));

/** A body cut into pieces of `chunkBytes` (the last one shorter), holding at most one piece in memory. */
async function* chunksOf(body: ObjectBody): AsyncGenerator<Buffer> {
  if (body instanceof Uint8Array) {
    for (let start = 0; start < body.length; start += chunkBytes) {
      yield Buffer.from(body.subarray(start, start + chunkBytes));
    }
    return;
  }
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of body) {
    pending.push(Buffer.from(piece));
    length += piece.length;
    while (length >= chunkBytes) {
      const joined = Buffer.concat(pending, length);
      yield joined.subarray(0, chunkBytes);
      pending = [joined.subarray(chunkBytes)];
      length -= chunkBytes;
    }
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/**
 * Files in PostgreSQL (`DATABASE_URL` names a server): a `storage_objects` row each, its bytes in
 * `storage_chunks` rows of 256 KB, written and read one chunk at a time. Instances share the files with the
 * database, so there is still one stateful component to run and back up.
 */
export function chunkStore(db: Db): ObjectStore {
  const chunkRows = (bucket: Bucket, name: string) =>
    and(eq(storageChunks.bucket, bucket), eq(storageChunks.name, name));

  /**
   * An object's chunks in order, one statement each. Once `size` bytes are read there is no more (a write stamps the
   * size of all its chunks), so no statement is spent finding none; a row of size 0 (rows of the embedded database
   * before files moved to disk, open-store.ts) is read until a chunk is missing, as every object was before.
   */
  async function* chunks(bucket: Bucket, name: string, size: number) {
    let read = 0;
    for (let seq = 0; size === 0 || read < size; seq++) {
      const [row] = await db
        .select({ data: storageChunks.data })
        .from(storageChunks)
        .where(and(chunkRows(bucket, name), eq(storageChunks.seq, seq)));
      if (!row) {
        // Removed while it was read (its object deleted or replaced): an error, never a file cut short in silence.
        if (read < size)
          throw new Error(`${bucket}/${name}: chunk ${seq} is gone after ${read} of ${size} bytes`);
        return;
      }
      read += row.data.length;
      yield row.data;
    }
  }

  const meta = async (bucket: Bucket, name: string) => {
    assertStoredName(bucket, name);
    const [row] = await db
      .select({ contentType: storageObjects.contentType, size: storageObjects.size })
      .from(storageObjects)
      .where(objectIs(bucket, name));
    return row && { ...row, etag: objectEtag(bucket, name) };
  };

  /**
   * An object of at most one chunk written in one statement instead of a transaction of five (docs/decisions/086):
   * its row made or replaced, stamped now, a longer object's other chunks removed and its one chunk written.
   */
  const putWhole = async (bucket: Bucket, name: string, contentType: string, data: Buffer | undefined) => {
    const size = data?.length ?? 0;
    const upsertObject = sql`insert into ${storageObjects} (bucket, name, content_type, size, created_at)
      values (${bucket}, ${name}, ${contentType}, ${size}, clock_timestamp())
      on conflict (bucket, name) do update set content_type = excluded.content_type, size = excluded.size,
        created_at = excluded.created_at`;
    if (data === undefined) {
      await db.execute(sql`with object as (${upsertObject})
        delete from ${storageChunks} where bucket = ${bucket} and name = ${name}`);
      return;
    }
    await db.execute(sql`with object as (${upsertObject}),
        others as (delete from ${storageChunks} where bucket = ${bucket} and name = ${name} and seq > 0)
      insert into ${storageChunks} (bucket, name, seq, data) values (${bucket}, ${name}, 0, ${data})
      on conflict (bucket, name, seq) do update set data = excluded.data`);
  };

  return {
    put: async (bucket, name, contentType, body) => {
      assertStoredName(bucket, name, contentType);
      const pieces = chunksOf(body);
      const first = await pieces.next();
      const second = first.done ? first : await pieces.next();
      // A file of one chunk (a stream's batch, most uploads): one statement, atomic on its own.
      if (second.done) return putWhole(bucket, name, contentType, first.done ? undefined : first.value);
      // One transaction: a reader sees the whole object or none.
      await db.transaction(async (tx) => {
        await tx.delete(storageObjects).where(objectIs(bucket, name));
        await tx.insert(storageObjects).values({ bucket, name, contentType, size: 0 });
        let seq = 0;
        let size = 0;
        const write = async (data: Buffer) => {
          await tx.insert(storageChunks).values({ bucket, name, seq: seq++, data });
          size += data.length;
        };
        await write(first.value as Buffer);
        await write(second.value);
        for await (const data of pieces) await write(data);
        // Stamped when the last chunk is in, not when the transaction began: a large file's age counts from the
        // end of its write, as a file's modification time does (the leftover sweep, docs/decisions/065).
        await tx
          .update(storageObjects)
          .set({ size, createdAt: sql`clock_timestamp()` })
          .where(objectIs(bucket, name));
      });
    },
    /**
     * A source that fits one chunk with the tail (most streams' files while they are small) is read and written
     * whole: three statements, none in a transaction (docs/decisions/086). A larger one in one transaction: the
     * source's row held (`key share`: its deletion, which takes its chunks, waits), its chunks copied by one
     * statement inside the database, the tail's written after them; stamped when done, as `put` does.
     */
    putAppended: async (bucket, name, contentType, from, tail) => {
      assertStoredName(bucket, name, contentType);
      const source = await meta(bucket, from);
      if (!source) throw new ObjectGone(bucket, from);
      if (source.size > 0 && source.size + tail.length <= chunkBytes) {
        const [chunk] = await db
          .select({ data: storageChunks.data })
          .from(storageChunks)
          .where(and(chunkRows(bucket, from), eq(storageChunks.seq, 0)));
        // Removed meanwhile, or kept in more than one chunk (an empty first one): the copy below tells which.
        if (chunk?.data.length === source.size) {
          return putWhole(bucket, name, contentType, Buffer.concat([chunk.data, tail]));
        }
      }
      await db.transaction(async (tx) => {
        const [held] = await tx
          .select({ size: storageObjects.size })
          .from(storageObjects)
          .where(objectIs(bucket, from))
          .for('key share');
        if (!held) throw new ObjectGone(bucket, from);
        await tx.delete(storageObjects).where(objectIs(bucket, name));
        await tx.insert(storageObjects).values({ bucket, name, contentType, size: 0 });
        const copying = await tx.execute(sql`with copied as (
              insert into ${storageChunks} (bucket, name, seq, data)
              select bucket, ${name}, seq, data from ${storageChunks} where bucket = ${bucket} and name = ${from}
              returning seq, octet_length(data) as bytes
            )
            select coalesce(max(seq) + 1, 0)::int as next, coalesce(sum(bytes), 0)::bigint as size from copied`);
        const [copied] = (copying as unknown as { rows: { next: number; size: string | number }[] }).rows;
        let seq = copied!.next;
        let size = Number(copied!.size);
        // Chunks missing from what the source's row says it holds (a row of size 0 predates sizes): never a
        // version cut short in silence.
        if (held.size > 0 && size !== held.size) {
          throw new Error(`${bucket}/${from}: ${size} of its ${held.size} bytes copied`);
        }
        for await (const data of chunksOf(tail)) {
          await tx.insert(storageChunks).values({ bucket, name, seq: seq++, data });
          size += data.length;
        }
        await tx
          .update(storageObjects)
          .set({ size, createdAt: sql`clock_timestamp()` })
          .where(objectIs(bucket, name));
      });
    },
    get: async (bucket, name) => {
      const found = await meta(bucket, name);
      if (!found) return undefined;
      const rows = await db
        .select({ data: storageChunks.data })
        .from(storageChunks)
        .where(chunkRows(bucket, name))
        .orderBy(asc(storageChunks.seq));
      return { ...found, data: Buffer.concat(rows.map((row) => row.data)) };
    },
    open: async (bucket, name) => {
      const found = await meta(bucket, name);
      return found && { ...found, stream: () => Readable.from(chunks(bucket, name, found.size)) };
    },
    delete: async (bucket, name) => {
      assertStoredName(bucket, name);
      await db.delete(storageObjects).where(objectIs(bucket, name));
    },
    list: async (bucket) => {
      const rows = await db
        .select({ name: storageObjects.name })
        .from(storageObjects)
        .where(eq(storageObjects.bucket, bucket))
        .orderBy(asc(storageObjects.name));
      return rows.map((row) => row.name);
    },
    // The database's clock on both sides (stamp and now), so instances whose clocks differ agree on an age.
    storedBefore: async (bucket, ageMs) => {
      const rows = await db
        .select({ name: storageObjects.name })
        .from(storageObjects)
        .where(
          and(
            eq(storageObjects.bucket, bucket),
            lte(storageObjects.createdAt, sql`clock_timestamp() - make_interval(secs => ${ageMs / 1000})`),
          ),
        )
        .orderBy(asc(storageObjects.name));
      return rows.map((row) => row.name);
    },
  };
}
