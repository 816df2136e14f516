import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maxPreparedStatements, withPreparedStatements } from './pglite-statements';

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  client = withPreparedStatements(raw);
  await raw.exec(`
    create table notes (id int primary key, body text, at timestamptz, tags text[], data jsonb, done boolean);
    insert into notes values
      (1, 'plain', '2026-01-01T00:00:00Z', '{a,b}', '{"k": 1}', true),
      (2, 'it''s \\ a "quote"', null, '{}', null, false);
  `);
});
afterAll(() => raw.close());

const prepared = async () =>
  (await raw.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

it('answers a repeated select from a kept plan, with the same rows as PGlite itself', async () => {
  const text = 'select * from notes where body = $1 or id = $2 or at = $3 or done = $4 order by id';
  const params = [`it's \\ a "quote"`, 1, new Date('2026-01-01T00:00:00Z'), false];
  const options = { rowMode: 'array' as const };
  const expected = await raw.query(text, params, options);
  const first = await client.query(text, params, options);
  const second = await client.query(text, params, options);
  expect(first.rows).toEqual(expected.rows);
  expect(second.rows).toEqual(expected.rows);
  expect(second.fields).toEqual(expected.fields);
  expect(await prepared()).toHaveLength(1);
});

it('passes hostile text as data, never as SQL', async () => {
  const text = 'select id from notes where body = $1';
  for (const body of ["'); drop table notes; --", "x' or '1'='1", '\\x27 or 1=1', 'é 😀 ‘’']) {
    await client.query(text, [body]);
    expect((await client.query(text, [body])).rows).toEqual([]);
  }
  expect((await raw.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
});

it('sends a value it cannot quote (a NUL byte) the ordinary way, which refuses it as before', async () => {
  const text = 'select id from notes where body = $1 or id = 0';
  await client.query(text, ['warm']);
  await expect(client.query(text, ['a\0b'])).rejects.toThrow();
  await expect(raw.query(text, ['a\0b'])).rejects.toThrow();
});

it('leaves multi-row writes, and statements seen once, on PGlite’s own path', async () => {
  const before = (await prepared()).length;
  const many = 'insert into notes (id, body) values ($1, $2), ($3, $4) on conflict (id) do nothing';
  await client.query(many, [10, 'a', 11, 'b']);
  await client.query(many, [10, 'a', 11, 'b']);
  await client.query('select id from notes where id = $1 and done', [1]);
  await client.query('update notes set done = $1 where id = $2 and body is not null', [false, 2]);
  expect(await prepared()).toHaveLength(before);
  await raw.query('delete from notes where id >= 10');
});

it('keeps plans for repeated single-row writes, answering the rows written as PGlite does (ADR 084)', async () => {
  const before = (await prepared()).length;
  const update = 'update notes set body = $1, data = $2 where id = $3';
  const written = [];
  for (const body of ['first', `it's \\ "second"`]) {
    written.push((await client.query(update, [body, JSON.stringify({ body }), 3])).affectedRows);
    written.push((await client.query(update, [body, JSON.stringify({ body }), 1])).affectedRows);
  }
  expect(written).toEqual([0, 1, 0, 1]);
  const insert = 'insert into notes (id, body, tags) values ($1, $2, $3) returning id, body, tags';
  const one = await client.query(insert, [20, 'x', ['p', "q'r"]]);
  const two = await client.query(insert, [21, 'y', []]);
  expect([...one.rows, ...two.rows]).toEqual([
    { id: 20, body: 'x', tags: ['p', "q'r"] },
    { id: 21, body: 'y', tags: [] },
  ]);
  expect(two.affectedRows).toBe(1);
  expect((await raw.query('select body, data from notes where id = 1')).rows).toEqual([
    { body: `it's \\ "second"`, data: { body: `it's \\ "second"` } },
  ]);
  expect(await prepared()).toHaveLength(before + 2);
  await raw.query(`delete from notes where id >= 20`);
  await raw.query(`update notes set body = 'plain', data = '{"k": 1}' where id = 1`);
});

it('keeps plans inside transactions; one PostgreSQL will not prepare leaves the transaction usable', async () => {
  const before = (await prepared()).length;
  const text = 'update notes set done = $1 where id = $2 returning id';
  const result = await client.transaction(async (tx) => {
    await tx.query(text, [true, 2]);
    return tx.query<{ id: number }>(text, [false, 2]);
  });
  expect(result.rows).toEqual([{ id: 2 }]);
  expect(await prepared()).toHaveLength(before + 1);
  // The next plan's name taken behind the wrapper's back: its PREPARE fails inside the transaction.
  await raw.query(`prepare tessera_s${before + 2} as select 1`);
  const refused = 'update notes set body = $1 where id = $2 returning body';
  const after = await client.transaction(async (tx) => {
    await tx.query(refused, ['one', 2]);
    await tx.query(refused, ['two', 2]);
    return tx.query<{ body: string }>('select body from notes where id = $1', [2]);
  });
  expect(after.rows).toEqual([{ body: 'two' }]);
  const plansOf = async (fragment: string) =>
    (
      await raw.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement like $1',
        [`%${fragment}%`],
      )
    ).rows[0]!.n;
  expect(await plansOf('returning body')).toBe(0);
  // Rolled back, the transaction's writes are gone; a plan kept within it stays usable afterwards.
  await client
    .transaction(async (tx) => {
      const kept = 'delete from notes where id = $1';
      await tx.query(kept, [2]);
      await tx.query(kept, [2]);
      throw new Error('undo');
    })
    .catch(() => {});
  expect((await raw.query('select count(*)::int as n from notes where id = 2')).rows).toEqual([{ n: 1 }]);
  await client.query('delete from notes where id = $1', [99]);
  expect((await client.query('delete from notes where id = $1', [99])).affectedRows).toBe(0);
  expect(await plansOf('delete from notes')).toBe(1);
  await raw.query(`update notes set body = 'it''s \\ a "quote"', done = false where id = 2`);
});

it('reports a failed write as PGlite does: the statement’s text, never the values written into the EXECUTE', async () => {
  const insert = 'insert into notes (id, body) values ($1, $2)';
  await client.query(insert, [30, 'first']);
  await client.query(insert, [31, 'second']);
  const failed = async (run: (text: string, params: unknown[]) => Promise<unknown>) =>
    run(insert, [30, 'secret-token-1']).then(
      () => undefined,
      (error: { query?: unknown; params?: unknown }) => ({ query: error.query, params: error.params }),
    );
  const expected = { query: insert, params: [30, 'secret-token-1'] };
  expect(await failed((text, params) => raw.query(text, params))).toEqual(expected);
  expect(await failed((text, params) => client.query(text, params))).toEqual(expected);
  expect(
    await failed((text, params) =>
      client.transaction(async (tx) => {
        await tx.query(insert, [32, 'third']);
        await tx.query(insert, [33, 'fourth']);
        return tx.query(text, params);
      }),
    ),
  ).toEqual(expected);
  await raw.query('delete from notes where id >= 30');
});

it('keeps no plan for a list of parameters, whose text changes with its length', async () => {
  const before = (await prepared()).length;
  for (let length = 2; length <= 12; length++) {
    const ids = Array.from({ length }, (_, index) => index + 1);
    const text = `select id from notes where id in (${ids.map((id) => `$${id}`).join(', ')}) order by id`;
    for (let run = 0; run < 3; run++)
      expect((await client.query(text, ids)).rows).toEqual([{ id: 1 }, { id: 2 }]);
  }
  const anyOf = 'select id from notes where id = any($1::int[]) order by id';
  for (let run = 0; run < 3; run++) expect((await client.query(anyOf, [[2, 9]])).rows).toEqual([{ id: 2 }]);
  expect(await prepared()).toHaveLength(before + 1);
});

it('keeps at most a bounded number of plans, then runs new statements as before', async () => {
  for (let index = 0; index < maxPreparedStatements + 5; index++) {
    const text = `select ${index} as n from notes where id = $1`;
    await client.query(text, [1]);
    expect((await client.query<{ n: number }>(text, [1])).rows).toEqual([{ n: index }]);
  }
  expect((await prepared()).length).toBeLessThanOrEqual(maxPreparedStatements);
});

it('runs transactions as before', async () => {
  const result = await client.transaction(async (tx) => {
    await tx.query('update notes set body = $1 where id = $2', ['changed', 1]);
    return tx.query<{ body: string }>('select body from notes where id = $1', [1]);
  });
  expect(result.rows).toEqual([{ body: 'changed' }]);
});

it('reads dates, intervals and their arrays as text, as drizzle asks, without PGlite copying its parsers each time', async () => {
  const asText = (value: string) => value;
  const drizzleOptions = {
    rowMode: 'array' as const,
    parsers: Object.fromEntries(
      [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
    ),
  };
  const text = `select now()::timestamp as a, now() as b, interval '1 day' as c, current_date as d,
    array[1.5]::numeric[] as e, array[now()::timestamp] as f, array[now()] as g, array[interval '1 h'] as h,
    array[current_date] as i, 1 as j, true as k, '{"x":1}'::jsonb as l`;
  const expected = await raw.query(text, [], drizzleOptions);
  const rows = (await client.query(text, [], drizzleOptions)).rows as unknown[][];
  expect(rows[0]!.slice(0, 9).every((value) => typeof value === 'string')).toBe(true);
  expect(rows[0]!.slice(9)).toEqual([1, true, { x: 1 }]);
  expect(rows[0]!.map((value) => typeof value)).toEqual(
    (expected.rows as unknown[][])[0]!.map((value) => typeof value),
  );
});
