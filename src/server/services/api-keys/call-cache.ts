import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiCacheRevision } from '../../db/schema/index';
import { freshPerCall } from '../../lib/fresh-per-call';

/**
 * What the public API keeps in memory per database: keys by their secret's hash and model lookups, each read under
 * a revision of `api_cache_revision`. Triggers (drizzle/0010) raise that revision in the transaction that revokes,
 * re-scopes, expires or deletes a key, or changes or deletes a model, so a change is seen by the first call on any
 * instance that reads the revision after the change committed.
 */
type State = { confirm: () => Promise<number>; revision: number; entries: Map<string, Entry> };
type Entry = { revision: number; value: unknown };

const states = new WeakMap<Db, State>();

/** Keys and models kept per instance, least recently used dropped first. */
const maxEntries = 10_000;

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) {
    // Prepared once: read about once per round trip under load, its SQL is not built again each time.
    const query = db
      .select({ revision: apiCacheRevision.revision })
      .from(apiCacheRevision)
      .where(eq(apiCacheRevision.id, 1))
      .prepare('tessera_api_cache_revision');
    const read = async () => {
      const [row] = await query.execute();
      return row?.revision ?? -1;
    };
    state = { confirm: freshPerCall(read), revision: -1, entries: new Map() };
    states.set(db, state);
  }
  return state;
}

/**
 * The revision as the database holds it now (read after this call began: calls arriving together share one small
 * read). A call passes it to `cachedRead`, so everything the call answers from memory is as fresh as a read of the
 * rows themselves would have been.
 */
export async function currentRevision(db: Db): Promise<number> {
  const state = stateOf(db);
  const revision = await state.confirm();
  if (revision > state.revision) {
    state.entries.clear();
    state.revision = revision;
  }
  return revision;
}

/**
 * The value `cachedRead` would answer for `key` from memory under `revision` (by default the revision last read on
 * this instance), or undefined when it would read.
 */
export function heldValue<V>(db: Db, key: string, revision?: number): V | undefined {
  const state = stateOf(db);
  return usedEntry(state, key, revision ?? state.revision)?.value as V | undefined;
}

/**
 * The entry kept for `key` under `revision` while it is the revision last read, marked as just used (moved to the
 * back, so the busiest keys are dropped last); undefined when there is none.
 */
function usedEntry(state: State, key: string, revision: number): Entry | undefined {
  const entry = state.entries.get(key);
  if (!entry || entry.revision !== revision || revision !== state.revision) return undefined;
  state.entries.delete(key);
  state.entries.set(key, entry);
  return entry;
}

/**
 * `read()`'s value for `key`, from memory when it was read under this same `revision`; otherwise read, and kept when
 * `keep` says so (an absence is never kept: rows inserted later do not raise the revision).
 */
export async function cachedRead<V>(
  db: Db,
  revision: number,
  key: string,
  read: () => Promise<V>,
  keep: (value: V) => boolean,
): Promise<V> {
  const state = stateOf(db);
  const entry = usedEntry(state, key, revision);
  if (entry) return entry.value as V;
  const value = await read();
  if (keep(value) && revision === state.revision) {
    state.entries.delete(key);
    state.entries.set(key, { revision, value });
    while (state.entries.size > maxEntries) state.entries.delete(state.entries.keys().next().value!);
  }
  return value;
}
