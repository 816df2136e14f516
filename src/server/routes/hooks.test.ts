import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { maxPushCellLength, type CreatedStream, type StreamDetail } from '../../shared/data-streams';
import { datasetMaxRows, type DatasetDetail } from '../../shared/datasets';
import { dataStreamInbox, dataStreamReceipts, dataStreams, datasets } from '../db/schema/index';
import { refreshInsights } from '../services/datasets/insights-refresh';
import { createHookFolds } from '../services/streams/hook-folds';
import { acceptDeliveries, acceptGroups, maxInboxRowsPerStream } from '../services/streams/hook-inbox';
import { foldInbox, maxFoldRows } from '../services/streams/inbox-fold';
import type { IngestStores } from '../services/streams/ingest-types';
import { fixture } from '../services/streams/webhooks/fixtures/load';
import { hmacSha256, maxKeptDeliveryIdLength } from '../services/streams/webhooks/verify-kit';
import { spoolDirOf } from '../storage/spool';
import { withCookie } from '../test/auth-helpers';
import { signedUpOwner } from '../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest } from '../test/test-app';
import { waitingInsights } from '../test/waiting-insights';

// GitHub's own module and documented sample payload: each delivery is made unique (an issue of its own number) and
// signed with the stream's secret as GitHub signs it. Many arrive at once, as a busy organisation's do.
const issueOpened = JSON.parse(fixture('github/issues-opened.json')) as {
  issue: { number: number; title: string };
};

const issueBody = (number: number) =>
  JSON.stringify({
    ...issueOpened,
    issue: { ...issueOpened.issue, number, title: `${issueOpened.issue.title} #${number}` },
  });

describeOnEachDatabase('webhook deliveries arriving together', (context) => {
  const app = () => context().app;
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    app().request(`/api/workspace/data-streams${path}`, withCookie(cookie, jsonRequest(method, body)));
  const createStream = async (cookie: string, name: string) => {
    const response = await call(cookie, 'POST', '/streams', {
      kind: 'webhook',
      service: 'github',
      name,
      datasetName: name,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedStream;
  };
  const deliver = (created: CreatedStream, body: string, delivery: string, secret = created.secret!) =>
    app().request(`/api/hooks/${created.stream.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'issues',
        'x-github-delivery': delivery,
        'x-hub-signature-256': `sha256=${hmacSha256(secret, body)}`,
      },
      body,
    });
  /** The stream as a member sees it once the folds under way have stored what was accepted. */
  const detail = async (cookie: string, id: string) => {
    await context().deps.hookFolds.settled();
    return ((await (await call(cookie, 'GET', `/streams/${id}`)).json()) as { stream: StreamDetail }).stream;
  };
  const waitingInInbox = async (streamId: string) =>
    (
      await context()
        .database.db.select({ rows: dataStreamInbox.rows })
        .from(dataStreamInbox)
        .where(eq(dataStreamInbox.streamId, streamId))
    ).flatMap((entry) => entry.rows).length;
  const storesOf = (insights: IngestStores['insights']): IngestStores => {
    const { database, env, deps } = context();
    return {
      db: database.db,
      kind: database.kind,
      storage: deps.storage,
      spoolDir: spoolDirOf(env.DATA_DIR),
      insights,
    };
  };
  /** Rows in the stream's dataset (0 before it has one), read through the API as a member would. */
  const rowsStored = async (cookie: string, id: string) => {
    const { datasetId } = await detail(cookie, id);
    if (!datasetId) return 0;
    const response = await app().request(`/api/workspace/datasets/${datasetId}`, withCookie(cookie));
    return ((await response.json()) as { dataset: DatasetDetail }).dataset.rowCount;
  };
  const receiptOf = async (streamId: string, delivery: string) =>
    (
      await context()
        .database.db.select({ key: dataStreamReceipts.key })
        .from(dataStreamReceipts)
        .where(and(eq(dataStreamReceipts.streamId, streamId), eq(dataStreamReceipts.key, `hook:${delivery}`)))
    ).length;

  it('many deliveries at once to several streams: each answered 200 only once accepted, then stored exactly once', async () => {
    const owner = await signedUpOwner(context());
    const other = await signedUpOwner(context());
    const streams = [
      await createStream(owner.cookie, 'Repo A'),
      await createStream(owner.cookie, 'Repo B'),
      await createStream(other.cookie, 'Theirs'),
    ];
    const perStream = 40;
    const answers = await Promise.all(
      streams.flatMap((created, s) =>
        Array.from({ length: perStream }, async (_, n) => {
          const delivery = randomUUID();
          const response = await deliver(created, issueBody(s * 1000 + n), delivery);
          // Answered: its receipt, written in the transaction that keeps its row in the inbox, is committed.
          const committed = await receiptOf(created.stream.id, delivery);
          return { stream: s, status: response.status, body: (await response.json()) as object, committed };
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toEqual({ accepted: 1, replayed: false });
      expect(answer.committed).toBe(1);
    }
    const cookies = [owner.cookie, owner.cookie, other.cookie];
    for (const [s, created] of streams.entries()) {
      const answered = answers.filter((answer) => answer.stream === s && answer.status === 200).length;
      expect(await rowsStored(cookies[s]!, created.stream.id)).toBe(answered);
      expect((await detail(cookies[s]!, created.stream.id)).rowsReceived).toBe(answered);
    }
  });

  it('a delivery sent again while the first is waiting (same id, or the same body under a new id) is stored once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Retries');
    const body = issueBody(7);
    const others = Array.from({ length: 10 }, (_, n) => deliver(created, issueBody(100 + n), randomUUID()));
    const copies = [
      deliver(created, body, 'd-7'),
      deliver(created, body, 'd-7'),
      deliver(created, body, 'd-7'),
      deliver(created, body, 'd-7-again'),
    ];
    const answers = await Promise.all([...copies, ...others]);
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 200));
    const copied = (await Promise.all(answers.slice(0, copies.length).map((r) => r.json()))) as {
      accepted: number;
      replayed: boolean;
    }[];
    expect(copied.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(copied.every((answer) => answer.accepted === 1)).toBe(true);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(1 + others.length);
  });

  it('a fold whose write fails keeps the accepted rows waiting; once the store works again each is stored once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Failing');
    const sent = Array.from({ length: 12 }, (_, n) => ({ body: issueBody(200 + n), id: randomUUID() }));
    const put = vi.spyOn(context().deps.storage, 'put').mockRejectedValue(new Error('disk full'));
    try {
      const answers = await Promise.all(sent.map(({ body, id }) => deliver(created, body, id)));
      for (const response of answers) {
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ accepted: 1, replayed: false });
      }
      // The folds failed: nothing is in a dataset, every accepted row still waits.
      expect(await rowsStored(owner.cookie, created.stream.id)).toBe(0);
      expect(await waitingInInbox(created.stream.id)).toBe(sent.length);
    } finally {
      put.mockRestore();
    }
    // GitHub's "Redeliver" (same delivery id, same body): accepted already, so a replay that keeps nothing.
    const again = await Promise.all(sent.map(({ body, id }) => deliver(created, body, id)));
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ accepted: 1, replayed: true });
    }
    // The next fold (the retry, asked for at once here) stores each row once and empties the inbox.
    context().deps.hookFolds.soon(created.stream.id, owner.workspace.id);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(sent.length);
    expect(await waitingInInbox(created.stream.id)).toBe(0);
  });

  it('rows accepted before a pause are stored; deliveries after it are refused', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Paused later');
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    const { db } = context().database;
    const accepted = await acceptDeliveries(db, created.stream.id, owner.workspace.id, [
      { rows: [row(1), row(2)], receipts: ['hook:p1', 'body:p1'] },
    ]);
    expect(accepted).toEqual({ answers: [{ accepted: 2, rejected: [], replayed: false }], kept: true });
    // Arrived (the Data Streams card says when), not in the dataset until the fold.
    expect(await detail(owner.cookie, created.stream.id)).toMatchObject({
      lastSyncAt: expect.any(String) as string,
      rowsReceived: 0,
      datasetId: null,
    });
    expect((await call(owner.cookie, 'POST', `/streams/${created.stream.id}/pause`)).status).toBe(200);
    expect(await foldInbox(storesOf({ queue: async () => {} }), created.stream.id, owner.workspace.id)).toBe(
      1,
    );
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(2);
    expect((await deliver(created, issueBody(3), randomUUID())).status).toBe(409);
    expect(await waitingInInbox(created.stream.id)).toBe(0);
  });

  it('rows left waiting by an instance that stopped are stored by the sweep of another', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Left waiting');
    const { database, deps, env } = context();
    await acceptDeliveries(database.db, created.stream.id, owner.workspace.id, [
      { rows: [{ event: 'issues.opened', id: 1, title: 'Issue 1' }], receipts: ['hook:l1', 'body:l1'] },
    ]);
    // Accepted a minute ago by an instance that stopped before its fold.
    await database.db.update(dataStreamInbox).set({ receivedAt: new Date(Date.now() - 60_000) });
    const folds = createHookFolds({
      database,
      logger: deps.logger,
      storage: deps.storage,
      dataDir: env.DATA_DIR,
      insights: { queue: async () => {} },
    });
    try {
      await folds.start();
      await folds.settled();
    } finally {
      await folds.stop();
    }
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(1);
    expect(await waitingInInbox(created.stream.id)).toBe(0);
  });

  it('a paused stream answers each delivery of a burst 409 and stores nothing', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Paused');
    expect((await call(owner.cookie, 'POST', `/streams/${created.stream.id}/pause`)).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => deliver(created, issueBody(300 + n), randomUUID())),
    );
    expect(answers.map((response) => response.status)).toEqual(answers.map(() => 409));
    expect(await detail(owner.cookie, created.stream.id)).toMatchObject({ rowsReceived: 0, datasetId: null });
  });

  it('deliveries accepted together: one inbox entry, folded as one new version with one insights job, a repeat stored once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'One batch');
    const { database } = context();
    const queue = vi.fn(async () => {});
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    const { answers } = await acceptDeliveries(database.db, created.stream.id, owner.workspace.id, [
      { rows: [row(1)], receipts: ['hook:a', 'body:1'] },
      { rows: [row(2), row(3)], receipts: ['hook:b', 'body:2'] },
      { rows: [row(1)], receipts: ['hook:a-renamed', 'body:1'] },
      {
        rows: [{ event: 'issues.opened', title: 'x'.repeat(maxPushCellLength + 1) }, row(4)],
        receipts: ['hook:c', 'body:3'],
      },
    ]);
    expect(answers).toEqual([
      { accepted: 1, rejected: [], replayed: false },
      { accepted: 2, rejected: [], replayed: false },
      { accepted: 1, rejected: [], replayed: true },
      { accepted: 1, rejected: [{ row: 0, reason: expect.any(String) as string }], replayed: false },
    ]);
    expect(await waitingInInbox(created.stream.id)).toBe(4);
    expect(await foldInbox(storesOf({ queue }), created.stream.id, owner.workspace.id)).toBe(1);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(4);
    expect((await detail(owner.cookie, created.stream.id)).errors.map((error) => error.reason)).toEqual([
      'malformed',
    ]);
  });

  it('a batch stored while the previous batch’s insights job waits queues none: that job finds both', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Waiting job');
    const { database } = context();
    const queue = waitingInsights(database);
    const stores = storesOf(queue.insights);
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    const batch = async (n: number) => {
      const { answers } = await acceptDeliveries(database.db, created.stream.id, owner.workspace.id, [
        { rows: [row(n)], receipts: [`hook:w${n}`, `body:w${n}`] },
      ]);
      await foldInbox(stores, created.stream.id, owner.workspace.id);
      return answers;
    };
    try {
      expect(await batch(1)).toEqual([{ accepted: 1, rejected: [], replayed: false }]);
      expect(await batch(2)).toEqual([{ accepted: 1, rejected: [], replayed: false }]);
      expect(queue.sent).toHaveLength(1);
      const [job] = queue.sent;
      const signal = new AbortController().signal;
      expect(await refreshInsights({ ...stores }, job!, signal)).toBe('stored');
      const [stored] = await database.db
        .select({ rowCount: datasets.rowCount, profile: datasets.profile })
        .from(datasets)
        .where(eq(datasets.id, job!.datasetId));
      // The insights describe the second version; none is pending any more.
      expect(stored!.rowCount).toBe(2);
      expect(stored!.profile).toMatchObject({ dataVersion: 2, insightsOf: 2 });
      expect(stored!.profile).not.toHaveProperty('insightsPending');
    } finally {
      await queue.stop();
    }
  });

  it('a secret rotated, a stream paused or deleted by another instance stops its deliveries here at once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Elsewhere');
    const { db } = context().database;
    // What another instance's rotate, pause or delete leaves in the database: this instance is told nothing.
    const elsewhere = (change: Partial<typeof dataStreams.$inferInsert>) =>
      db.update(dataStreams).set(change).where(eq(dataStreams.id, created.stream.id));
    const rotatedTo = async (secret: string) =>
      elsewhere({ sealedSecret: context().deps.secretBox.seal(secret) });
    const status = async (body: string, secret: string) =>
      (await deliver(created, body, randomUUID(), secret)).status;

    expect(await status(issueBody(1), created.secret!)).toBe(200);
    await rotatedTo('whsec_second');
    expect(await status(issueBody(2), 'whsec_second')).toBe(200);
    // This instance has just read the stream with the second secret: a rotation since must still be honoured.
    await rotatedTo('whsec_third');
    expect(await status(issueBody(3), 'whsec_second')).toBe(401);
    expect(await status(issueBody(4), created.secret!)).toBe(401);
    expect(await status(issueBody(5), 'whsec_third')).toBe(200);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(3);
    expect(await detail(owner.cookie, created.stream.id)).toMatchObject({
      rejectedDeliveries: 2,
      rowsReceived: 3,
    });

    await elsewhere({ status: 'paused' });
    expect(await status(issueBody(6), 'whsec_third')).toBe(409);
    await elsewhere({ status: 'active' });
    expect(await status(issueBody(7), 'whsec_third')).toBe(200);
    await db.delete(dataStreams).where(eq(dataStreams.id, created.stream.id));
    expect(await status(issueBody(8), 'whsec_third')).toBe(404);
  });

  it('a delivery id longer than a receipt key may hold is kept as its digest: stored once, sent again a replay', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Long ids');
    const id = 'd'.repeat(5000);
    const first = await deliver(created, issueBody(1), id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ accepted: 1, replayed: false });
    // Another body under the same long id: the id's receipt makes it a replay.
    const again = await deliver(created, issueBody(2), id);
    expect(await again.json()).toEqual({ accepted: 1, replayed: true });
    // Two long ids differing only past the kept length are two deliveries.
    const other = await deliver(
      created,
      issueBody(3),
      'd'.repeat(maxKeptDeliveryIdLength) + 'e'.repeat(4800),
    );
    expect(await other.json()).toEqual({ accepted: 1, replayed: false });
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(2);
  });

  it('a group the database refuses fails only its own deliveries, not the other streams’ accepted with it', async () => {
    const owner = await signedUpOwner(context());
    const sound = await createStream(owner.cookie, 'Sound');
    const faulty = await createStream(owner.cookie, 'Faulty');
    const row = { event: 'issues.opened', id: 1, title: 'Issue 1' };
    const outcomes = await acceptGroups(context().database.db, [
      {
        streamId: sound.stream.id,
        workspaceId: owner.workspace.id,
        deliveries: [{ rows: [row], receipts: ['hook:s1'] }],
      },
      // PostgreSQL text cannot hold NUL: this receipt fails its statement.
      {
        streamId: faulty.stream.id,
        workspaceId: owner.workspace.id,
        deliveries: [{ rows: [row], receipts: ['hook:\u0000'] }],
      },
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false]);
    expect(await waitingInInbox(sound.stream.id)).toBe(1);
    expect(await waitingInInbox(faulty.stream.id)).toBe(0);
  });

  it('a stream whose inbox is full answers 429 until its folds catch up; a dataset that is full, 413 at once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Full');
    const { db } = context().database;
    await db
      .update(dataStreams)
      .set({ inboxRows: maxInboxRowsPerStream })
      .where(eq(dataStreams.id, created.stream.id));
    const busy = await deliver(created, issueBody(1), randomUUID());
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect(await waitingInInbox(created.stream.id)).toBe(0);
    await db.update(dataStreams).set({ inboxRows: 0 }).where(eq(dataStreams.id, created.stream.id));
    expect((await deliver(created, issueBody(2), randomUUID())).status).toBe(200);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(1);
    const { datasetId } = await detail(owner.cookie, created.stream.id);
    await db.update(datasets).set({ rowCount: datasetMaxRows }).where(eq(datasets.id, datasetId!));
    const full = await deliver(created, issueBody(3), randomUUID());
    expect(full.status).toBe(413);
    expect(await full.json()).toMatchObject({ error: { code: 'dataset_full' } });
    expect(await waitingInInbox(created.stream.id)).toBe(0);
    expect((await detail(owner.cookie, created.stream.id)).errors.map((error) => error.reason)).toContain(
      'too-large',
    );
  });

  it('a fold the dataset cannot take whole stores what fits, oldest first, and drops only what fits nowhere', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Nearly full');
    const { db } = context().database;
    const stores = storesOf({ queue: async () => {} });
    expect((await deliver(created, issueBody(1), randomUUID())).status).toBe(200);
    const { datasetId } = await detail(owner.cookie, created.stream.id);
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    // Three entries accepted while there was room for them, then the dataset grew (a push) to one row short.
    for (const n of [2, 3, 4]) {
      await acceptDeliveries(db, created.stream.id, owner.workspace.id, [
        { rows: [row(n)], receipts: [`hook:f${n}`] },
      ]);
    }
    await db
      .update(datasets)
      .set({ rowCount: datasetMaxRows - 1 })
      .where(eq(datasets.id, datasetId!));
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(1);
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(1);
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(1);
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(0);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(datasetMaxRows);
    const [stream] = await db.select().from(dataStreams).where(eq(dataStreams.id, created.stream.id));
    expect(stream!.inboxRows).toBe(0);
    expect((await detail(owner.cookie, created.stream.id)).errors.map((error) => error.reason)).toContain(
      'too-large',
    );
  });

  it('keeps a delivery’s columns in their order and folds at most a push’s rows at a time', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Bounded');
    const { db } = context().database;
    const share = Math.floor(maxFoldRows * 0.4);
    for (const part of [0, 1, 2]) {
      const rows = Array.from({ length: share }, (_, n) => ({ zeta: part, alpha: n, mid: 'm' }));
      await acceptDeliveries(db, created.stream.id, owner.workspace.id, [
        { rows, receipts: [`hook:b${part}`] },
      ]);
    }
    const [entry] = await db
      .select({ rows: dataStreamInbox.rows })
      .from(dataStreamInbox)
      .where(eq(dataStreamInbox.streamId, created.stream.id))
      .limit(1);
    expect(Object.keys(entry!.rows[0]!)).toEqual(['zeta', 'alpha', 'mid']);
    const stores = storesOf({ queue: async () => {} });
    // Two entries fit in one fold's rows, the third waits for the next.
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(2);
    expect(await foldInbox(stores, created.stream.id, owner.workspace.id)).toBe(1);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(share * 3);
    // The columns of the file the stream writes, in the order the service's rows gave them.
    const [stream] = await db
      .select({ config: dataStreams.config })
      .from(dataStreams)
      .where(eq(dataStreams.id, created.stream.id));
    expect((stream!.config as { columns: string[] }).columns).toEqual(['zeta', 'alpha', 'mid']);
  });
});
