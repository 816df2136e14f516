// A stream error is noted whatever the source said: a message cut inside an emoji, or a column name with half a
// surrogate pair, is text PostgreSQL refuses (in the error's row and in the audit trail's jsonb), and the whole note
// was rolled back, so the user never saw why a sync failed (attack review, 2026-11-29).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { StreamDetail } from '../../../shared/data-streams';
import { auditLog } from '../../db/schema/index';
import { ownerWithPushStream } from '../../test/data-stream-calls';
import { describeOnEachDatabase } from '../../test/test-app';
import { sanitizedMessage } from './postgres-source/source-error';
import { recordStreamError, streamById } from './streams';

describeOnEachDatabase('stream errors PostgreSQL could not store', (context) => {
  it('are noted, made storable: cut before half an emoji, lone halves as U+FFFD, NUL dropped', async () => {
    const app = context();
    const { call, stream } = await ownerWithPushStream(app, 'Odd source');
    const row = (await streamById(app.database.db, stream.id))!;
    // A source's message whose 500th unit is the first half of an emoji, as a PostgreSQL source's error repeats
    // the literal of the query that failed.
    const said = `${'a'.repeat(499)}😀 and more`;
    await recordStreamError(app.database.db, row, 'failed', said);
    await recordStreamError(app.database.db, row, 'malformed', {
      code: 'refusedRows',
      count: 1,
      first: { kind: 'nested', column: 'x\ud800\u0000y' },
    });
    const detail = (
      (await (await call('GET', `/api/workspace/data-streams/streams/${stream.id}`)).json()) as {
        stream: StreamDetail;
      }
    ).stream;
    expect(detail.status).toBe('failing');
    expect(detail.errors.map(({ reason, detail: text, fact }) => ({ reason, text, fact }))).toEqual([
      {
        reason: 'malformed',
        text: null,
        fact: { code: 'refusedRows', count: 1, first: { kind: 'nested', column: 'x\uFFFDy' } },
      },
      { reason: 'failed', text: 'a'.repeat(499), fact: null },
    ]);
    const audited = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, `stream:${stream.id}`));
    expect(audited.map(({ action }) => action)).toEqual(['stream.sync-failed', 'stream.sync-failed']);
  });

  it("a PostgreSQL source's message is cut to a short line that never ends in half a pair", () => {
    const message = sanitizedMessage(`invalid input syntax for type integer: "${'a'.repeat(259)}😀😀"`, 'pw');
    expect(message).toHaveLength(299);
    expect(message.endsWith('a')).toBe(true);
  });
});
