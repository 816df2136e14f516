import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { storageChunks } from '../db/schema/index';
import { recordQueries } from '../test/count-queries';
import { describeOnEachDatabase } from '../test/test-app';
import { chunkBytes, chunkStore } from './chunk-store';
import { ObjectGone } from './object-store';

describeOnEachDatabase('files kept in database chunks', (context) => {
  const store = () => chunkStore(context().database.db);
  const name = () => `${randomUUID()}.gz`;
  const read = async (objectName: string) => (await store().get('datasets', objectName))?.data;

  it('writes a file of one chunk in one statement of its own, no transaction (docs/decisions/086)', async () => {
    const objectName = name();
    const bytes = randomBytes(10_000);
    const recorded = recordQueries(context().database.db);
    try {
      await store().put('datasets', objectName, 'application/gzip', Readable.from([bytes]));
    } finally {
      recorded.stop();
    }
    // Statements in a transaction run on a client of their own and are not seen here: the old write's five were not.
    expect(recorded.statements).toHaveLength(1);
    expect((await read(objectName))?.equals(bytes)).toBe(true);
    expect(await store().open('datasets', objectName)).toMatchObject({ size: 10_000 });
  });

  it('replaces a longer file with a one-chunk one whole, and an empty body leaves an empty file', async () => {
    const objectName = name();
    const long = randomBytes(chunkBytes * 2 + 5);
    await store().put('datasets', objectName, 'application/gzip', long);
    expect((await read(objectName))?.equals(long)).toBe(true);
    const short = randomBytes(100);
    await store().put('datasets', objectName, 'application/gzip', short);
    expect(await store().open('datasets', objectName)).toMatchObject({ size: 100 });
    expect((await read(objectName))?.equals(short)).toBe(true);
    await store().put('datasets', objectName, 'application/gzip', new Uint8Array());
    expect(await store().open('datasets', objectName)).toMatchObject({ size: 0 });
    expect(await read(objectName)).toEqual(Buffer.alloc(0));
  });

  it('still writes a file of several chunks, streamed in pieces, in order', async () => {
    const objectName = name();
    const bytes = randomBytes(chunkBytes * 2 + 777);
    const pieces = Array.from({ length: 9 }, (_, index) =>
      bytes.subarray(Math.floor((index * bytes.length) / 9), Math.floor(((index + 1) * bytes.length) / 9)),
    );
    await store().put('datasets', objectName, 'application/gzip', Readable.from(pieces));
    expect((await read(objectName))?.equals(bytes)).toBe(true);
    expect(await store().open('datasets', objectName)).toMatchObject({ size: bytes.length });
  });

  it('reads a file of one chunk with two statements: its row and its chunk, none to find there is no more', async () => {
    const objectName = name();
    const bytes = randomBytes(5_000);
    await store().put('datasets', objectName, 'application/gzip', bytes);
    const recorded = recordQueries(context().database.db);
    let read: Buffer;
    try {
      const opened = await store().open('datasets', objectName);
      read = Buffer.concat(await opened!.stream().toArray());
    } finally {
      recorded.stop();
    }
    expect(read.equals(bytes)).toBe(true);
    expect(recorded.statements).toHaveLength(2);
  });

  it('a chunk removed while the file is read makes the read fail, never a file cut short in silence', async () => {
    const objectName = name();
    await store().put('datasets', objectName, 'application/gzip', randomBytes(chunkBytes * 2 + 1));
    const opened = await store().open('datasets', objectName);
    await context()
      .database.db.delete(storageChunks)
      .where(and(eq(storageChunks.name, objectName), eq(storageChunks.seq, 1)));
    await expect(opened!.stream().toArray()).rejects.toThrow(/chunk 1 is gone/);
  });

  it('reads every chunk of a file of several', async () => {
    const objectName = name();
    const bytes = randomBytes(chunkBytes * 2 + 1);
    await store().put('datasets', objectName, 'application/gzip', bytes);
    const opened = await store().open('datasets', objectName);
    expect(Buffer.concat(await opened!.stream().toArray()).equals(bytes)).toBe(true);
  });

  it('writes a file as another one’s chunks, copied in the database, then a tail; the source stays as it was', async () => {
    const source = name();
    const first = randomBytes(chunkBytes * 2 + 7);
    await store().put('datasets', source, 'application/gzip', first);
    const tail = randomBytes(chunkBytes + 3);
    const appended = name();
    await store().putAppended('datasets', appended, 'application/gzip', source, tail);
    const whole = Buffer.concat([first, tail]);
    expect((await read(appended))?.equals(whole)).toBe(true);
    const opened = await store().open('datasets', appended);
    expect(opened).toMatchObject({ size: whole.length, contentType: 'application/gzip' });
    expect(Buffer.concat(await opened!.stream().toArray()).equals(whole)).toBe(true);
    expect((await read(source))?.equals(first)).toBe(true);
    // Appended again to the appended one, with a tail of no bytes: the same bytes.
    const again = name();
    await store().putAppended('datasets', again, 'application/gzip', appended, new Uint8Array());
    expect((await read(again))?.equals(whole)).toBe(true);
  });

  it('appends to a file that stays one chunk with three statements of its own, no transaction (docs/decisions/086)', async () => {
    const source = name();
    const first = randomBytes(10_000);
    await store().put('datasets', source, 'application/gzip', first);
    const tail = randomBytes(1_000);
    const appended = name();
    const recorded = recordQueries(context().database.db);
    try {
      await store().putAppended('datasets', appended, 'application/gzip', source, tail);
    } finally {
      recorded.stop();
    }
    expect(recorded.statements).toHaveLength(3);
    expect((await read(appended))?.equals(Buffer.concat([first, tail]))).toBe(true);
    expect(await store().open('datasets', appended)).toMatchObject({ size: 11_000 });
  });

  it('never copies a file whose chunks are not all there: the append fails and leaves nothing', async () => {
    const source = name();
    await store().put('datasets', source, 'application/gzip', randomBytes(chunkBytes * 2 + 5));
    await context()
      .database.db.delete(storageChunks)
      .where(and(eq(storageChunks.name, source), eq(storageChunks.seq, 1)));
    const appended = name();
    await expect(
      store().putAppended('datasets', appended, 'application/gzip', source, randomBytes(10)),
    ).rejects.toThrow(/bytes copied/);
    expect(await store().open('datasets', appended)).toBeUndefined();
  });

  it('refuses to append to a file that is not there (ObjectGone), leaving nothing', async () => {
    const never = name();
    await expect(
      store().putAppended('datasets', never, 'application/gzip', name(), new Uint8Array([1])),
    ).rejects.toBeInstanceOf(ObjectGone);
    expect(await store().open('datasets', never)).toBeUndefined();
  });
});
