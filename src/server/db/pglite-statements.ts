import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

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

/** Statements worth a kept plan: reads and single writes (pg-boss's `with … update` included). */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * A multi-row `values` list (a batch's receipts, say): its text changes with its length, so each length would
 * take one of the bounded plans; it keeps PGlite's own path.
 */
const manyRows = /\)\s*,\s*\(\s*(\$|default\b)/i;

/**
 * A list of parameters (drizzle's `inArray`: `in ($1, $2, …)`): its text changes with its length too, so a server
 * running for days would hand its bounded plans to each length met and have none left for the statements that
 * repeat; it keeps PGlite's own path (an array parameter, `= any($1)`, has one text and keeps its plan).
 */
const parameterList = /\bin\s*\(\s*\$\d+\s*,/i;

/**
 * A failed `EXECUTE`'s error made PGlite's own for the statement: its `query` is the statement's text and its
 * `params` the parameters, as PGlite's path sets them, never the `EXECUTE` with the values written into it, which
 * the log would keep (the log keeps a failed query's text and never its values, lib/loggable-error.ts).
 */
function asIfDirect(error: unknown, text: string, params: unknown[]): unknown {
  if (error && typeof error === 'object' && 'query' in error) Object.assign(error, { query: text, params });
  return error;
}

/** A query function: PGlite's own, or a transaction's. */
type Run = PGlite['query'];

/**
 * PGlite made quicker for drizzle's statements (docs/decisions/024, 084). PGlite plans every query afresh and
 * sends it in five protocol messages, which costs a read about 1.5 ms of the main thread: a statement (a read,
 * or since ADR 084 a single-row write or pg-boss's `with … update`) seen a second time is prepared once
 * (`PREPARE`, so its plan is kept) and from then on run with `EXECUTE`, its parameters serialised as PGlite
 * serialises them and passed as quoted literals. This holds inside transactions too (ADR 084: a webhook batch's
 * writes are all in one): there a statement is prepared within a savepoint, so a statement PostgreSQL will not
 * prepare leaves the transaction as it was (a prepared statement outlives a rollback, as PostgreSQL's do). And
 * the text reading of dates that drizzle asks for on every query is set once on the client instead. The rows
 * come back with the same columns, in the same form, and the same count of rows written, as from PGlite's own
 * `query`.
 */
export function withPreparedStatements(client: PGlite): PGlite {
  // PGlite's own query, whatever is later set in its place on the wrapper (a test's recorder, say).
  const run: Run = client.query.bind(client);
  const seen = new Set<string>();
  const statements = new Map<string, Statement>();
  let standardStrings: boolean | undefined;

  /**
   * The kept plan of `text`, prepared now when it is not yet. `inTransaction`: `runner` is a transaction's, which
   * a failed `PREPARE` would abort, so it is tried within a savepoint.
   */
  async function statementFor(text: string, runner: Run, inTransaction: boolean): Promise<Statement> {
    let statement = statements.get(text);
    if (statement) return statement;
    if (statements.size >= maxPreparedStatements) return 'unpreparable';
    const name = `tessera_s${statements.size + 1}`;
    statements.set(text, 'unpreparable');
    if (inTransaction) await runner('savepoint tessera_prepare');
    try {
      await runner(`prepare ${name} as ${text}`);
      const types = await runner<{ oid: number }>(
        `select t::oid as oid from pg_prepared_statements, unnest(parameter_types) with ordinality as u(t, n)
         where name = $1 order by n`,
        [name],
      );
      statement = { name, parameterTypes: types.rows.map((row) => row.oid) };
    } catch {
      if (inTransaction) await runner('rollback to savepoint tessera_prepare');
      statement = 'unpreparable';
    }
    if (inTransaction) await runner('release savepoint tessera_prepare');
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

  /** PGlite's `query` through kept plans, on `runner` (the client's, or a transaction's). */
  const preparedQueryOn = (runner: Run, inTransaction: boolean) =>
    async function preparedQuery<T>(
      text: string,
      params: unknown[] = [],
      drizzleOptions?: QueryOptions,
    ): Promise<Results<T>> {
      await textParsers;
      const options = withoutParsers(drizzleOptions);
      const direct = () => runner<T>(text, params, options);
      if (!preparable.test(text) || manyRows.test(text) || parameterList.test(text)) return direct();
      if (!seen.has(text)) {
        if (seen.size < maxPreparedStatements * 4) seen.add(text);
        return direct();
      }
      // Quoted literals are only literal with standard strings, PostgreSQL's default.
      standardStrings ??=
        (await runner<{ on: string }>(`select current_setting('standard_conforming_strings') as on`)).rows[0]
          ?.on === 'on';
      if (!standardStrings) return direct();
      const statement = await statementFor(text, runner, inTransaction);
      if (statement === 'unpreparable' || statement.parameterTypes.length !== params.length) return direct();
      const literals = params.map((value, index) =>
        literal(value, statement.parameterTypes[index]!, options),
      );
      if (literals.includes(undefined)) return direct();
      const argumentList = literals.length > 0 ? `(${literals.join(', ')})` : '';
      try {
        return await runner<T>(`execute ${statement.name}${argumentList}`, [], options);
      } catch (error) {
        throw asIfDirect(error, text, params);
      }
    };

  /** A transaction's client whose `query` goes through kept plans too. */
  const inTransaction = (tx: Transaction): Transaction => {
    const query = preparedQueryOn(tx.query.bind(tx) as Run, true);
    return new Proxy(tx, {
      get: (target, property, receiver) =>
        property === 'query' ? query : ownMember(target, property, receiver),
    });
  };
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => callback(inTransaction(tx)));

  let query = preparedQueryOn(run, false);
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      return ownMember(target, property, receiver);
    },
    set(target, property, value, receiver) {
      if (property !== 'query') return Reflect.set(target, property, value, receiver);
      query = value as typeof query;
      return true;
    },
  });
}

/** A proxied object's own member, its methods bound to it (so that they run on the object, not the proxy). */
function ownMember(target: object, property: string | symbol, receiver: unknown): unknown {
  const value: unknown = Reflect.get(target, property, receiver);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}
