import type { Logger } from 'pino';
import { pruneExpiredAuthRows } from '../services/account/expired-rows';
import type { Db } from '../db/client';
import { pruneOldMail } from '../mail/retention';
import { pruneStreamLeftovers } from '../services/streams/stream-retention';
import { sweepLeftoverDatasetFiles } from '../services/datasets/leftover-files';
import type { ObjectStore } from '../storage/object-store';
import { sweepSpool } from '../storage/spool';

/** The first run a minute after start (not in the way of start-up), then hourly. */
const firstRunMs = 60_000;
const everyMs = 60 * 60_000;

/**
 * Keeps the tables that grow with use at their working size: expired sessions and verification rows, old mail
 * (docs/scaling.md), and streams' old receipts and unconfirmed handshake secrets. Every instance runs it; a row is deleted once whoever gets there first.
 * It also clears this instance's spool of files a killed process left (`sweepSpool`), and the stored dataset files
 * no row names a day after their write (a crash's leftovers, `sweepLeftoverDatasetFiles`).
 */
export function startHousekeeping({
  db,
  logger,
  spoolDir,
  storage,
}: {
  db: Db;
  logger: Logger;
  spoolDir: string;
  storage: ObjectStore;
}) {
  const log = logger.child({ component: 'housekeeping' });
  const run = async () => {
    try {
      const mail = await pruneOldMail(db);
      const auth = await pruneExpiredAuthRows(db);
      const streams = await pruneStreamLeftovers(db);
      const spooled = await sweepSpool(spoolDir);
      const leftoverFiles = await sweepLeftoverDatasetFiles(db, storage);
      const pruned = { mail, ...auth, ...streams, spooled, leftoverFiles };
      if (Object.values(pruned).some((count) => count > 0)) log.info(pruned, 'old rows pruned');
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
