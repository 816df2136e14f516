import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { maxPushCellLength, type CreatedStream, type StreamDetail } from '../../shared/data-streams';
import type { DatasetDetail } from '../../shared/datasets';
import { dataStreamReceipts, dataStreams, datasets } from '../db/schema/index';
import { refreshInsights } from '../services/datasets/insights-refresh';
import { ingestDeliveries } from '../services/streams/ingest-deliveries';
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
  const detail = async (cookie: string, id: string) =>
    ((await (await call(cookie, 'GET', `/streams/${id}`)).json()) as { stream: StreamDetail }).stream;
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

  it('many deliveries at once to several streams: each stored exactly once, answered 200 only once stored', async () => {
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
          // Answered: its receipt, written in the transaction that stores its row, is already committed.
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

  it('a batch whose write fails answers each of its deliveries with an error and keeps none; sent again, each is stored once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Failing');
    const sent = Array.from({ length: 12 }, (_, n) => ({ body: issueBody(200 + n), id: randomUUID() }));
    const put = vi.spyOn(context().deps.storage, 'put').mockRejectedValue(new Error('disk full'));
    try {
      const failed = await Promise.all(sent.map(({ body, id }) => deliver(created, body, id)));
      for (const response of failed) expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      put.mockRestore();
    }
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(0);
    for (const { id } of sent) expect(await receiptOf(created.stream.id, id)).toBe(0);

    // GitHub's "Redeliver" (same delivery id, same body): nothing was kept, so each is stored now, once.
    const again = await Promise.all(sent.map(({ body, id }) => deliver(created, body, id)));
    for (const response of again) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ accepted: 1, replayed: false });
    }
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(sent.length);
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

  it('deliveries stored as one batch: one new version, one insights job, a repeat inside the batch stored once', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'One batch');
    const { database, env, deps } = context();
    const queue = vi.fn(async () => {});
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    const answers = await ingestDeliveries(
      {
        db: database.db,
        kind: database.kind,
        storage: deps.storage,
        spoolDir: spoolDirOf(env.DATA_DIR),
        insights: { queue },
      },
      created.stream.id,
      owner.workspace.id,
      [
        { rows: [row(1)], receipts: ['hook:a', 'body:1'] },
        { rows: [row(2), row(3)], receipts: ['hook:b', 'body:2'] },
        { rows: [row(1)], receipts: ['hook:a-renamed', 'body:1'] },
        {
          rows: [{ event: 'issues.opened', title: 'x'.repeat(maxPushCellLength + 1) }, row(4)],
          receipts: ['hook:c', 'body:3'],
        },
      ],
    );
    expect(answers).toEqual([
      { accepted: 1, rejected: [], replayed: false },
      { accepted: 2, rejected: [], replayed: false },
      { accepted: 1, rejected: [], replayed: true },
      { accepted: 1, rejected: [{ row: 0, reason: expect.any(String) as string }], replayed: false },
    ]);
    expect(queue).toHaveBeenCalledTimes(1);
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(4);
    expect((await detail(owner.cookie, created.stream.id)).errors).toMatchObject([
      {
        reason: 'malformed',
        detail: null,
        fact: { code: 'refusedRows', count: 1, first: { kind: 'too-long', column: 'title' } },
      },
    ]);
  });

  it('a batch stored while the previous batch’s insights job waits queues none: that job finds both', async () => {
    const owner = await signedUpOwner(context());
    const created = await createStream(owner.cookie, 'Waiting job');
    const { database, env, deps } = context();
    const queue = waitingInsights(database);
    const stores = {
      db: database.db,
      kind: database.kind,
      storage: deps.storage,
      spoolDir: spoolDirOf(env.DATA_DIR),
      insights: queue.insights,
    };
    const row = (n: number) => ({ event: 'issues.opened', id: n, title: `Issue ${n}` });
    const batch = (n: number) =>
      ingestDeliveries(stores, created.stream.id, owner.workspace.id, [
        { rows: [row(n)], receipts: [`hook:w${n}`, `body:w${n}`] },
      ]);
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
    // Random, so the database cannot compress it under its index's limit (~2.7 KB).
    const id = randomBytes(2500).toString('hex');
    const first = await deliver(created, issueBody(1), id);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ accepted: 1, replayed: false });
    // Another body under the same long id: the id's receipt makes it a replay.
    const again = await deliver(created, issueBody(2), id);
    expect(await again.json()).toEqual({ accepted: 1, replayed: true });
    // Two long ids differing only past the kept length are two deliveries.
    const other = await deliver(created, issueBody(3), id.slice(0, maxKeptDeliveryIdLength) + 'e');
    expect(await other.json()).toEqual({ accepted: 1, replayed: false });
    expect(await rowsStored(owner.cookie, created.stream.id)).toBe(2);
  });

  it('a Slack event id that text cannot hold as it is (NUL, half a surrogate pair) neither fails its batch nor escapes replay', async () => {
    const owner = await signedUpOwner(context());
    const response = await call(owner.cookie, 'POST', '/streams', {
      kind: 'webhook',
      service: 'slack',
      name: 'Slack',
      datasetName: 'Slack',
      secret: 'slack-signing-secret',
    });
    expect(response.status).toBe(201);
    const { stream } = (await response.json()) as CreatedStream;
    const send = (eventId: string, text: string) => {
      const body = JSON.stringify({
        type: 'event_callback',
        event_id: eventId,
        event: { type: 'message', text },
      });
      const at = String(Math.floor(Date.now() / 1000));
      return app().request(`/api/hooks/${stream.id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-slack-request-timestamp': at,
          'x-slack-signature': `v0=${hmacSha256('slack-signing-secret', [`v0:${at}:`, Buffer.from(body)])}`,
        },
        body,
      });
    };
    // Arriving together, so stored as one batch.
    const together = await Promise.all([send('ok-1', 'a'), send('bad\u0000', 'b'), send('ok-2', 'c')]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The same event sent again (Slack retries with the same id) is a replay, though its body differs.
    expect(await (await send('x\ud83d', 'd')).json()).toEqual({ accepted: 1, replayed: false });
    expect(await (await send('x\ud83d', 'd again')).json()).toEqual({ accepted: 1, replayed: true });
    expect(await rowsStored(owner.cookie, stream.id)).toBe(4);
  });
});
