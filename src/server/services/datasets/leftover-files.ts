import { and, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { datasets } from '../../db/schema/index';
import type { ObjectStore } from '../../storage/object-store';

/**
 * A dataset file no row names is a leftover once its write finished this long ago (docs/decisions/065). Between the
 * end of a file's write and the commit of the row naming it there is only one short transaction (an upload's row
 * insert, a stream version's row update under locks that wait at most seconds); a day covers that many times over,
 * and a stalled process or a clock step with it. What a leftover costs meanwhile is disk, not correctness.
 */
export const leftoverFileAfterMs = 24 * 60 * 60_000;

/** Names looked up against the rows per query: one bounded statement each, however many files there are. */
const namesPerQuery = 500;

/**
 * Removes the `datasets` bucket's files that no dataset row names and whose write finished at least `ageMs` ago:
 * what a crash leaves between a version's file write and its commit, or between a commit and the removal of the
 * file it replaced (docs/decisions/065), or a deletion's files after its rows went. A file being written is not
 * in the bucket yet; one a row names is kept whatever its age. Safe on every instance at once. Answers how many went.
 */
export async function sweepLeftoverDatasetFiles(
  db: Db,
  storage: ObjectStore,
  ageMs = leftoverFileAfterMs,
): Promise<number> {
  const old = await storage.storedBefore('datasets', ageMs);
  let removed = 0;
  for (let start = 0; start < old.length; start += namesPerQuery) {
    const names = old.slice(start, start + namesPerQuery);
    const named = await namedByRows(db, names);
    for (const name of names) {
      if (named.has(name)) continue;
      await storage.delete('datasets', name);
      removed++;
    }
  }
  return removed;
}

/** Which of `names` a dataset row names: its `object_name`, or `<id>.gz` when it has none (`datasetObjectName`). */
async function namedByRows(db: Db, names: string[]): Promise<Set<string>> {
  const ids = names.filter((name) => name.endsWith('.gz')).map((name) => name.slice(0, -'.gz'.length));
  const rows = await db
    .select({ id: datasets.id, objectName: datasets.objectName })
    .from(datasets)
    .where(
      or(
        inArray(datasets.objectName, names),
        ids.length > 0 ? and(isNull(datasets.objectName), inArray(datasets.id, ids)) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.objectName ?? `${row.id}.gz`));
}
