import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { promisify } from 'node:util';
import type * as workerThreads from 'node:worker_threads';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';
import { openPgliteOnThread, type PgliteOnThread } from './pglite-on-thread';
import { withPreparedStatements } from './pglite-statements';
import { isDatabaseUnavailable } from './unavailable';

const run = promisify(execFile);

// Every database thread started here, so a test can end one as a crash would.
const started = vi.hoisted(() => [] as Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof workerThreads>();
  class RecordedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

const setup = `
  create table notes (id int primary key, body text, at timestamptz, tags text[], data jsonb, done boolean,
    big int8, raw bytea);
  insert into notes values
    (1, 'plain', '2026-01-01T00:00:00Z', '{a,b}', '{"k": [1, "x"]}', true, 12345678901, '\\x00ff'),
    (2, 'it''s \\ a "quote"', null, '{}', null, false, null, null);
`;

let here: PGlite;
let thread: PgliteOnThread;

beforeAll(async () => {
  here = withPreparedStatements(await PGlite.create());
  thread = await openPgliteOnThread({});
  await here.exec(setup);
  await thread.exec(setup);
});
afterAll(async () => {
  await here.close();
  await thread.close();
});

const count = async (client: Pick<PGlite, 'query'>) =>
  (await client.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]!.n;

it('answers the same rows, fields and counts as PGlite in this thread, prepared or not', async () => {
  const text = 'select * from notes where id = $1 or body = $2 or at = $3 order by id';
  const params = [1, `it's \\ a "quote"`, new Date('2026-01-01T00:00:00Z')];
  for (const options of [undefined, { rowMode: 'array' as const }]) {
    for (let run = 0; run < 3; run++) {
      const expected = await here.query(text, params, options);
      const answered = await thread.query(text, params, options);
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(expected.fields);
    }
  }
  const written = await thread.query('update notes set done = $1 where id > $2', [true, 0]);
  expect(written.affectedRows).toBe(2);
  expect(await thread.exec('select 1 as a; select 2 as b')).toEqual(
    await here.exec('select 1 as a; select 2 as b'),
  );
});

it('fails a query with PostgreSQL’s error and its fields, and stays usable', async () => {
  const failing = 'insert into notes (id, body) values ($1, $2)';
  const expected = await here.query(failing, [1, 'again']).catch((error: unknown) => error);
  const answered = await thread.query(failing, [1, 'again']).catch((error: unknown) => error);
  expect(answered).toBeInstanceOf(Error);
  expect(answered).toMatchObject({
    message: (expected as Error).message,
    code: '23505',
    constraint: 'notes_pkey',
    table: 'notes',
    query: failing,
  });
  expect(await count(thread)).toBe(2);
});

it('commits a transaction’s statements together, and rolls them all back when its work fails', async () => {
  await thread.transaction(async (tx) => {
    await tx.query('insert into notes (id, body) values ($1, $2)', [10, 'kept']);
    await tx.query('insert into notes (id, body) values ($1, $2)', [11, 'kept too']);
  });
  expect(await count(thread)).toBe(4);
  const failed = thread.transaction(async (tx) => {
    await tx.query('insert into notes (id, body) values ($1, $2)', [12, 'gone']);
    throw new Error('the caller’s own');
  });
  await expect(failed).rejects.toThrow('the caller’s own');
  const conflicting = thread.transaction(async (tx) => {
    await tx.query('insert into notes (id, body) values ($1, $2)', [13, 'gone']);
    await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'a duplicate']);
  });
  await expect(conflicting).rejects.toMatchObject({ code: '23505' });
  expect(await count(thread)).toBe(4);
  await thread.query('delete from notes where id >= 10');
});

it('runs other queries only before or after a transaction, never inside it', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const transaction = thread.transaction(async (tx) => {
    await tx.query('insert into notes (id, body) values ($1, $2)', [20, 'not yet committed']);
    await held;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const outside = thread.query<{ n: number }>('select count(*)::int as n from notes');
  release();
  await transaction;
  expect((await outside).rows[0]!.n).toBe(3);
  await thread.query('delete from notes where id = 20');
});

it('answers a ping while a transaction holds the engine, once the engine finishes a statement', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inside!: (text: string) => Promise<unknown>;
  const opened = new Promise<void>((resolve) => {
    void thread.transaction(async (tx) => {
      inside = (text) => tx.query(text);
      resolve();
      await held;
    });
  });
  await opened;
  let pinged = false;
  const ping = thread.ping().then(() => (pinged = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(pinged).toBe(false);
  await inside('select 1');
  await ping;
  expect(pinged).toBe(true);
  release();
});

it('keeps a database in its directory across a close and a reopen, as the server’s own', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-thread-'));
  try {
    const open = () => openDatabase({ url: undefined, dataDir, ownThread: true });
    let database: Database = await open();
    await database.db.execute(sql`create table kept (id int)`);
    await database.db.execute(sql`insert into kept values (7)`);
    await database.close();
    database = await open();
    const kept = (await database.db.execute(sql`select id from kept`)) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual([{ id: 7 }]);
    await database.ping();
    await database.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('closes after the queries sent before, and fails later ones, without calling it an end', async () => {
  const onEnded = vi.fn();
  const closed = await openPgliteOnThread({}, onEnded);
  const waiting = closed.query('select pg_sleep(0.2)');
  await closed.close();
  await expect(waiting).resolves.toBeDefined();
  await expect(closed.query('select 1')).rejects.toThrow(/thread ended/);
  expect(onEnded).not.toHaveBeenCalled();
});

it('fails every waiting and later query as a lost connection when its thread dies, and says so once', async () => {
  const onEnded = vi.fn();
  const doomed = await openPgliteOnThread({}, onEnded);
  const waiting = doomed.query('select pg_sleep(5)').catch((error: unknown) => error);
  await started.at(-1)!.terminate();
  const error = await waiting;
  expect(error).toMatchObject({ code: '08006', message: "The embedded database's thread ended" });
  expect(isDatabaseUnavailable(error)).toBe(true);
  await expect(doomed.query('select 1')).rejects.toMatchObject({ code: '08006' });
  expect(onEnded).toHaveBeenCalledTimes(1);
});

it('refuses a parameter that cannot cross, goes on answering, and holds no process open for it', async () => {
  await expect(thread.query('select $1::text as a', [() => 1])).rejects.toThrow();
  expect((await thread.query('select 2 as b')).rows).toEqual([{ b: 2 }]);
  // A process that did the same and nothing else ends by itself (it waited forever on the refused query).
  const script = `
    const { openPgliteOnThread } = await import(${JSON.stringify(new URL('./pglite-on-thread.ts', import.meta.url).href)});
    const db = await openPgliteOnThread({});
    await db.query('select $1::text', [() => 1]).catch(() => {});
    await db.query('select 1');
    console.log('done');`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: 60_000,
  });
  expect(stdout.trim()).toBe('done');
}, 90_000);
