import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { isDatabaseUnavailable, isStatementTimeout } from '../db/unavailable';

/** How long /api/health waits for the database before answering 503. */
export const healthPingDeadlineMs = 1_000;
/** While the database is down, how often it is tried again (so "back" is logged without waiting for traffic). */
const probeEveryMs = 1_000;

export type DatabaseOutage = ReturnType<typeof createDatabaseOutage>;

/**
 * Tracks whether the database is reachable, logging "database down" and "database back" once per change
 * rather than a stack per failing request (docs/decisions/030-single-writer-and-supervision.md).
 */
export function createDatabaseOutage({ database, logger }: { database: Database; logger: Logger }) {
  let probe: NodeJS.Timeout | undefined;

  const back = () => {
    if (!probe) return;
    clearInterval(probe);
    probe = undefined;
    logger.info('database back');
  };

  const down = (error: unknown) => {
    if (probe) return;
    logger.error({ reason: reasonOf(error) }, 'database down');
    probe = setInterval(
      () => void pingWithin(database, healthPingDeadlineMs).then(back, () => {}),
      probeEveryMs,
    );
    probe.unref();
  };

  return {
    /** Records a failed request's error; answers whether it means the database is unavailable (a 503). */
    failed(error: unknown): boolean {
      if (!isDatabaseUnavailable(error)) return false;
      // One slow statement is a 503 for its caller, not an outage: the database answered.
      if (!isStatementTimeout(error)) down(error);
      return true;
    },
    /** The health check: resolves when the database answers within the deadline. */
    async check(): Promise<boolean> {
      try {
        await pingWithin(database, healthPingDeadlineMs);
        back();
        return true;
      } catch (error) {
        down(error);
        return false;
      }
    },
    stop: () => clearInterval(probe),
  };
}

function pingWithin(database: Database, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([database.ping(), deadline]).finally(() => clearTimeout(timer));
}

/** One line saying why, never the stack or a query's parameters. */
export function reasonOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    parts.push(typeof code === 'string' ? `${code}: ${current.message}` : current.message);
    current = current.cause;
  }
  // A query error's own message lists its parameters; only a driver's or our own reason is kept.
  const root = parts.at(-1);
  return root && !root.startsWith('Failed query') ? root.slice(0, 300) : 'query failed';
}
