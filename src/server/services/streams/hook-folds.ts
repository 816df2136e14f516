import type { Logger } from 'pino';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dataStreamInbox, dataStreams } from '../../db/schema/index';
import type { ObjectStore } from '../../storage/object-store';
import { spoolDirOf } from '../../storage/spool';
import type { InsightsRefresh } from '../datasets/insights-refresh';
import { foldInbox } from './inbox-fold';
import type { IngestStores } from './ingest-types';

/** How often every instance looks for inbox entries no fold of its own took (another instance's, or a crash's). */
export const leftoverSweepMs = 30_000;
/** An entry this old is a leftover: the instance that accepted it folds it within a few seconds. */
const leftoverAfterSeconds = 10;
/** After a fold fails (the store or the database down), the stream's next fold waits this long. */
export const foldRetryMs = 5_000;

export type HookFolds = {
  /** Folds the stream's inbox as soon as its turn comes (again after the fold under way, if one is). */
  soon: (streamId: string, workspaceId: string) => void;
  /**
   * Folds what waits from before (a crash, another instance) now and every `leftoverSweepMs`; resolves once the
   * first sweep has asked for its folds.
   */
  start: () => Promise<void>;
  /** Stops the sweep and waits for the folds under way. */
  stop: () => Promise<void>;
  /** Resolves once no fold runs or is due (tests, and the bench, wait for rows to be in their datasets). */
  settled: () => Promise<void>;
};

/**
 * The folds of webhook streams' inboxes in this process (docs/decisions/094). One fold per stream at a time: a
 * delivery accepted while its stream's fold runs asks for another after it, which takes everything that arrived
 * meanwhile, so the busier a stream the larger its versions (never more than one running and one due). A fold that
 * fails is tried again after `foldRetryMs`; entries no fold here took are found by the sweep.
 */
export function createHookFolds({
  database,
  logger,
  storage,
  dataDir,
  insights,
}: {
  database: Database;
  logger: Logger;
  storage: ObjectStore;
  dataDir: string;
  insights: InsightsRefresh;
}): HookFolds {
  const stores: IngestStores = {
    db: database.db,
    kind: database.kind,
    storage,
    spoolDir: spoolDirOf(dataDir),
    insights,
  };
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  const retries = new Set<NodeJS.Timeout>();
  let sweep: NodeJS.Timeout | undefined;
  let stopped = false;

  const soon = (streamId: string, workspaceId: string) => {
    const under = running.get(streamId);
    if (under) {
      under.again = true;
      return;
    }
    if (stopped) return;
    const state = { again: false, done: Promise.resolve() };
    running.set(streamId, state);
    state.done = (async () => {
      try {
        for (;;) {
          state.again = false;
          const folded = await foldInbox(stores, streamId, workspaceId);
          if (folded === 0 && !state.again) return;
        }
      } catch (error) {
        logger.warn(
          { err: error, streamId },
          'a webhook stream’s accepted rows were not stored yet; trying again',
        );
        const retry = setTimeout(() => {
          retries.delete(retry);
          soon(streamId, workspaceId);
        }, foldRetryMs);
        retry.unref();
        retries.add(retry);
      } finally {
        running.delete(streamId);
      }
    })();
  };

  const sweepLeftovers = async () => {
    const waiting = await database.db
      .selectDistinct({ streamId: dataStreamInbox.streamId, workspaceId: dataStreams.workspaceId })
      .from(dataStreamInbox)
      .innerJoin(dataStreams, sql`${dataStreams.id} = ${dataStreamInbox.streamId}`)
      .where(sql`${dataStreamInbox.receivedAt} < now() - make_interval(secs => ${leftoverAfterSeconds})`);
    for (const { streamId, workspaceId } of waiting) soon(streamId, workspaceId);
  };
  const sweepNow = () =>
    sweepLeftovers().catch((error: unknown) => {
      logger.warn({ err: error }, 'the sweep for webhook rows left waiting failed; trying again later');
    });

  return {
    soon,
    start: async () => {
      if (sweep || stopped) return;
      sweep = setInterval(() => void sweepNow(), leftoverSweepMs);
      sweep.unref();
      await sweepNow();
    },
    stop: async () => {
      stopped = true;
      clearInterval(sweep);
      for (const retry of retries) clearTimeout(retry);
      retries.clear();
      await Promise.all([...running.values()].map((state) => state.done));
    },
    settled: async () => {
      while (running.size > 0) await Promise.all([...running.values()].map((state) => state.done));
    },
  };
}
