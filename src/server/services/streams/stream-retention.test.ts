import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CreatedStream, StreamDetail } from '../../../shared/data-streams';
import { dataStreamReceipts, dataStreams } from '../../db/schema/index';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest } from '../../test/test-app';
import { pruneStreamLeftovers } from './stream-retention';

describeOnEachDatabase('streams: what is kept only for a while', (context) => {
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    context().app.request(
      `/api/workspace/data-streams${path}`,
      withCookie(cookie, jsonRequest(method, body)),
    );

  it('a handshake secret nobody confirmed within a day is no longer offered, cannot be confirmed, and is cleared', async () => {
    const owner = await signedUpOwner(context());
    const created = await call(owner.cookie, 'POST', '/streams', {
      kind: 'webhook',
      service: 'notion',
      name: 'Pages',
      datasetName: 'Notion pages',
    });
    expect(created.status).toBe(201);
    const { stream } = (await created.json()) as CreatedStream;
    const handshake = await context().app.request(`/api/hooks/${stream.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ verification_token: 'secret_from_long_ago' }),
    });
    expect(handshake.status).toBe(200);
    const detail = async () =>
      ((await (await call(owner.cookie, 'GET', `/streams/${stream.id}`)).json()) as { stream: StreamDetail })
        .stream;
    const { fingerprint } = (await detail()).pendingSecret!;

    const { db } = context().database;
    await db
      .update(dataStreams)
      .set({ pendingSecretAt: sql`now() - interval '25 hours'` })
      .where(eq(dataStreams.id, stream.id));
    expect((await detail()).pendingSecret).toBeNull();
    const confirm = await call(owner.cookie, 'POST', `/streams/${stream.id}/confirm-secret`, { fingerprint });
    expect(confirm.status).toBe(409);

    expect((await pruneStreamLeftovers(db)).pendingSecrets).toBeGreaterThanOrEqual(1);
    const [row] = await db.select().from(dataStreams).where(eq(dataStreams.id, stream.id));
    expect(row).toMatchObject({ pendingSecret: null, pendingSecretAt: null, sealedSecret: null });
  });

  it('receipts older than a week go, newer ones stay', async () => {
    const owner = await signedUpOwner(context());
    const created = await call(owner.cookie, 'POST', '/streams', {
      kind: 'push',
      name: 'Orders',
      datasetName: 'Orders',
    });
    const { stream } = (await created.json()) as CreatedStream;
    const { db } = context().database;
    await db.insert(dataStreamReceipts).values([
      {
        streamId: stream.id,
        key: 'push:old',
        answer: null,
        createdAt: new Date(Date.now() - 8 * 86_400_000),
      },
      {
        streamId: stream.id,
        key: 'push:new',
        answer: null,
        createdAt: new Date(Date.now() - 6 * 86_400_000),
      },
    ]);

    expect((await pruneStreamLeftovers(db)).receipts).toBeGreaterThanOrEqual(1);
    const kept = await db
      .select({ key: dataStreamReceipts.key })
      .from(dataStreamReceipts)
      .where(eq(dataStreamReceipts.streamId, stream.id));
    expect(kept).toEqual([{ key: 'push:new' }]);
  });
});
