import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/** The class of the advisory locks a workspace's pull holds on PostgreSQL (`pg_try_advisory_xact_lock(int, int)`). */
const workspacePullLockClass = 49_002;

export type WorkspaceTurn<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` as the workspace's one pull (docs/decisions/058, 065), or not at all when another pull of the
 * workspace runs: the caller queues it again for later. On PostgreSQL the turn is a transaction-level advisory lock
 * keyed by the workspace, taken with `pg_try_advisory_xact_lock` in a transaction held open for the whole pull: of
 * two instances asking at the same instant exactly one gets it, and the lock goes with the connection if its
 * instance dies. That transaction takes no snapshot and writes nothing; it costs one pooled connection per running
 * pull (at most `pullQueue.concurrency`). The embedded database has one instance (the data folder's lock), whose
 * set of running workspaces is the turn; a transaction there would hold its one connection.
 */
export function workspaceTurns(database: Database) {
  const running = new Set<string>();
  return async function inWorkspaceTurn<T>(
    workspaceId: string,
    work: () => Promise<T>,
  ): Promise<WorkspaceTurn<T>> {
    if (database.kind === 'pglite') {
      if (running.has(workspaceId)) return { ran: false };
      running.add(workspaceId);
      try {
        return { ran: true, value: await work() };
      } finally {
        running.delete(workspaceId);
      }
    }
    return database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${workspacePullLockClass}, hashtext(${workspaceId})) as taken`,
      );
      const [row] = (result as unknown as { rows: { taken: boolean }[] }).rows;
      if (!row?.taken) return { ran: false } as const;
      return { ran: true, value: await work() } as const;
    });
  };
}
