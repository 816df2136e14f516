import { types, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Distinct statements kept prepared; past this, new ones run as before (a list's length changes the text). */
export const maxPreparedStatements = 200;

type Statement = { name: string; parameterTypes: number[] } | 'unpreparable';

/**
 * The types drizzle-orm's PGlite driver asks back as text on every query (dates, times, intervals and their
 * arrays, numeric[]), which it then reads itself: numeric[], timestamp[], timestamptz[], interval[], date[].
 */
const textTypes = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;

/**
 * The same reading of types as drizzle's own `parsers` option, set once on the client: PGlite copies its 300
 * parsers into a new object for every query given that option (about 0.1 ms each time).
 */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((type) => textTypes.has(Number(type)))) return options;
  return { ...options, parsers: undefined };
}

/**
 * PGlite made quicker for drizzle's reads (docs/decisions/024). PGlite plans every query afresh and sends it in
 * five protocol messages, which costs a read about 1.5 ms of the main thread: a SELECT seen a second time is
 * prepared once (`PREPARE`, so its plan is kept) and from then on run with `EXECUTE`, its parameters
 * serialised as PGlite serialises them and passed as quoted literals. And the text reading of dates that
 * drizzle asks for on every query is set once on the client instead. The rows come back with the same
 * columns, in the same form, as from PGlite's own `query`. Transactions keep PGlite's own path (their client
 * is not this one).
 */
export function withPreparedStatements(client: PGlite): PGlite {
  // PGlite's own query, whatever is later set in its place on the wrapper (a test's recorder, say).
  const run: PGlite['query'] = client.query.bind(client);
  const seen = new Set<string>();
  const statements = new Map<string, Statement>();
  let standardStrings: Promise<boolean> | undefined;

  async function statementFor(text: string): Promise<Statement> {
    let statement = statements.get(text);
    if (statement) return statement;
    if (statements.size >= maxPreparedStatements) return 'unpreparable';
    const name = `tessera_s${statements.size + 1}`;
    statements.set(text, 'unpreparable');
    try {
      await run(`prepare ${name} as ${text}`);
      const types = await run<{ oid: number }>(
        `select t::oid as oid from pg_prepared_statements, unnest(parameter_types) with ordinality as u(t, n)
         where name = $1 order by n`,
        [name],
      );
      statement = { name, parameterTypes: types.rows.map((row) => row.oid) };
    } catch {
      statement = 'unpreparable';
    }
    statements.set(text, statement);
    return statement;
  }

  /** A parameter as a string literal, or undefined when one cannot be written safely (a NUL byte). */
  function literal(value: unknown, type: number, options?: QueryOptions): string | undefined {
    if (value === null || value === undefined) return 'null';
    const serialize = options?.serializers?.[type] ?? client.serializers[type];
    const text: unknown = serialize ? serialize(value) : String(value);
    if (typeof text !== 'string' || text.includes('\0')) return undefined;
    return `'${text.replaceAll("'", "''")}'`;
  }

  // After PGlite's start, which sets every array type's parser.
  const textParsers = client.waitReady.then(() => {
    for (const type of textTypes) client.parsers[type] = asText;
  });

  async function preparedQuery<T>(
    text: string,
    params: unknown[] = [],
    drizzleOptions?: QueryOptions,
  ): Promise<Results<T>> {
    await textParsers;
    const options = withoutParsers(drizzleOptions);
    const direct = () => run<T>(text, params, options);
    if (!/^\s*select\b/i.test(text)) return direct();
    if (!seen.has(text)) {
      if (seen.size < maxPreparedStatements * 4) seen.add(text);
      return direct();
    }
    // Quoted literals are only literal with standard strings, PostgreSQL's default.
    standardStrings ??= run<{ on: string }>(
      `select current_setting('standard_conforming_strings') as on`,
    ).then((result) => result.rows[0]?.on === 'on');
    if (!(await standardStrings)) return direct();
    const statement = await statementFor(text);
    if (statement === 'unpreparable' || statement.parameterTypes.length !== params.length) return direct();
    const literals = params.map((value, index) => literal(value, statement.parameterTypes[index]!, options));
    if (literals.includes(undefined)) return direct();
    const argumentList = literals.length > 0 ? `(${literals.join(', ')})` : '';
    return run<T>(`execute ${statement.name}${argumentList}`, [], options);
  }

  let query = preparedQuery;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set(target, property, value, receiver) {
      if (property !== 'query') return Reflect.set(target, property, value, receiver);
      query = value as typeof preparedQuery;
      return true;
    },
  });
}
