// The call cache drops the least recently used entry first. A key answered from memory through `heldValue` (the
// held path of the API door, docs/decisions/079) counts as used, or the busiest key would be the first one dropped
// (found by an attack review: it was not marked).
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { cachedRead, currentRevision, heldValue } from './call-cache';

/** A database whose API cache revision is always 0: only the revision read is ever asked of it. */
function revisionZeroDb(): Db {
  const query = { execute: async () => [{ revision: 0 }] };
  const chain = { from: () => chain, where: () => chain, prepare: () => query };
  return { select: () => chain } as unknown as Db;
}

describe('the API call cache', () => {
  it('keeps a key answered from memory by heldValue as recently used, as a cachedRead hit does', async () => {
    const db = revisionZeroDb();
    const revision = await currentRevision(db);
    const keep = () => true;
    await cachedRead(db, revision, 'key:hot', async () => 'hot', keep);
    // Fills the rest of the cache (10,000 entries in all), the hot key the oldest.
    for (let at = 1; at < 10_000; at++) await cachedRead(db, revision, `model:${at}`, async () => at, keep);
    // The hot key is used (held: answered from memory), then one more entry arrives.
    expect(heldValue(db, 'key:hot', revision)).toBe('hot');
    await cachedRead(db, revision, 'model:new', async () => 'new', keep);
    // Least recently used is model:1, not the key just used.
    expect(heldValue(db, 'key:hot', revision)).toBe('hot');
  });
});
