import type { Logger } from 'pino';
import { pruneExpiredAuthRows } from '../services/account/expired-rows';
import type { Db } from '../db/client';
import { pruneOldMail } from '../mail/retention';

/** The first run a minute after start (not in the way of start-up), then hourly. */
const firstRunMs = 60_000;
const everyMs = 60 * 60_000;

/**
 * Keeps the tables that grow with use at their working size: expired sessions and verification rows, and old
 * mail (docs/scaling.md). Every instance runs it; a row is deleted once whoever gets there first.
 */
export function startHousekeeping({ db, logger }: { db: Db; logger: Logger }) {
  const log = logger.child({ component: 'housekeeping' });
  const run = async () => {
    try {
      const mail = await pruneOldMail(db);
      const auth = await pruneExpiredAuthRows(db);
      if (mail + auth.sessions + auth.verifications > 0) log.info({ mail, ...auth }, 'old rows pruned');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  let running: Promise<void> | undefined;
  let timer = setTimeout(function runNow() {
    running = run();
    timer = setTimeout(runNow, everyMs).unref();
  }, firstRunMs).unref();
  return {
    stop: async () => {
      clearTimeout(timer);
      await running;
    },
  };
}
