import type { Db } from '../db/client';

type QueryClient = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Records every statement the app sends through this database handle (PGlite or a PostgreSQL pool), so a test
 * can assert how many round trips a request makes. `stop` puts the client back as it was.
 */
export function recordQueries(db: Db) {
  const client = (db as unknown as { $client: QueryClient }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [text] = args;
    statements.push(typeof text === 'string' ? text : ((text as { text?: string })?.text ?? String(text)));
    return original.apply(this, args);
  };
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}
