import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import {
  maxPushColumns,
  type CreatedStream,
  type PushResult,
  type StreamDetail,
  type StreamSummary,
} from '../../../shared/data-streams';
import type { DatasetDetail } from '../../../shared/datasets';
import type { DataStream } from '../../../shared/workspace';
import { auditLog, dataStreams } from '../../db/schema/index';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, fromPeer, jsonRequest, testOrigin } from '../../test/test-app';
import { addressBucket } from '../../lib/client-address';
import { limitRules } from '../../lib/limits';
import type { WebhookService } from '../../services/streams/webhooks/types';
import { createHash, createHmac } from 'node:crypto';

// A stand-in service until the catalogue's modules land (branch hooks): HMAC-SHA256 of the body, hex, in a header.
// Notion is the real module: its verification token arrives unsigned, which the route must not trust on its own.
vi.mock('../../services/streams/webhooks/index', async () => {
  const { notion } = await vi.importActual<{ notion: WebhookService }>(
    '../../services/streams/webhooks/notion',
  );
  const service = {
    slug: 'github',
    secretSource: 'ours',
    docsUrl: 'https://example.test/docs',
    verify(request: { headers: Record<string, string>; rawBody: Buffer | string }, secret: string) {
      const text = request.rawBody.toString();
      const body = JSON.parse(text.replace(/^\uFEFF/, '')) as { zen?: string };
      if (body.zen) return { kind: 'handshake', body: { ok: true } };
      const signature = request.headers['x-test-signature'];
      if (!signature) return { kind: 'rejected', reason: 'unsigned' };
      const expected = createHmac('sha256', secret).update(request.rawBody).digest('hex');
      if (signature !== expected) return { kind: 'rejected', reason: 'bad-signature' };
      return { kind: 'accepted', deliveryId: request.headers['x-test-delivery'] ?? null, events: [body] };
    },
    toRows: (event: Record<string, unknown>) => [{ event: String(event.action), title: String(event.title) }],
  };
  return {
    webhookServices: { github: service, notion },
    webhookService: (slug: string | null) =>
      slug === 'github' ? service : slug === 'notion' ? notion : undefined,
  };
});

describeOnEachDatabase('data streams: workspace routes, push and webhooks', (context) => {
  const app = () => context().app;
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    app().request(`/api/workspace/data-streams${path}`, withCookie(cookie, jsonRequest(method, body)));
  const createStream = async (cookie: string, body: Record<string, unknown>) => {
    const response = await call(cookie, 'POST', '/streams', body);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CreatedStream;
  };
  const createKey = async (cookie: string, scopes = ['streams:write']) => {
    const response = await app().request('/api/workspace/api-keys', {
      method: 'POST',
      headers: { origin: testOrigin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pusher', scopes, expiresAt: null }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { secret: string }).secret;
  };
  const push = (key: string, id: string, body: string, type = 'application/json', headers = {}) =>
    app().request(`/api/v1/streams/${id}/rows`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': type, ...headers },
      body,
    });
  const dataset = async (cookie: string, id: string) =>
    (
      (await (await app().request(`/api/workspace/datasets/${id}`, withCookie(cookie))).json()) as {
        dataset: DatasetDetail;
      }
    ).dataset;

  it('pushes rows: bad rows listed, new columns added, a retried batch stored once, paused stores nothing', async () => {
    const owner = await signedUpOwner(context());
    const { stream, secret, endpoint } = await createStream(owner.cookie, {
      kind: 'push',
      name: 'Orders',
      datasetName: 'Orders feed',
    });
    expect(secret).toBeNull();
    expect(endpoint).toMatch(new RegExp(`/api/v1/streams/${stream.id}/rows$`));
    const key = await createKey(owner.cookie);

    const more = Array.from({ length: 48 }, (_, at) => ({ id: 10 + at, amount: at * 2 }));
    const batch = JSON.stringify({
      rows: [
        { id: 1, amount: 9.5 },
        { id: 2, amount: { nested: true } },
        'nope',
        { id: 3, amount: 4 },
        ...more,
      ],
    });
    const first = await push(key, stream.id, batch, 'application/json', { 'idempotency-key': 'batch-1' });
    expect(first.status, await first.clone().text()).toBe(200);
    const result = (await first.json()) as PushResult;
    expect(result).toMatchObject({ accepted: 50, replayed: false, newColumns: ['id', 'amount'] });
    expect(result.rejected.map((each) => each.row)).toEqual([1, 2]);
    expect(result.rejected[0]!.reason).toContain('amount');

    // The same batch again (a retry: the same body; another body is a 422, stream-rows-idempotency.test.ts): the
    // first answer, nothing stored twice.
    const again = await push(key, stream.id, batch, 'application/json', { 'idempotency-key': 'batch-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as PushResult).accepted).toBe(50);

    // CSV with a new column and a cell of another type.
    const csv = await push(key, stream.id, 'id,amount,city\n4,lots,Paris\n5,7,Lyon\n', 'text/csv');
    const csvResult = (await csv.json()) as PushResult;
    expect(csvResult).toMatchObject({ accepted: 2, newColumns: ['city'] });
    expect(csvResult.typeConflicts).toContainEqual({ row: 51, column: 'amount', value: 'lots' });

    const detail = await dataset(owner.cookie, result.datasetId!);
    expect(detail).toMatchObject({ name: 'Orders feed', rowCount: 52, columnCount: 3 });
    // Its page names the stream that feeds it and when data last came.
    expect(detail.sources).toEqual([
      {
        id: stream.id,
        name: 'Orders',
        kind: 'push',
        service: null,
        status: 'active',
        lastSyncAt: expect.any(String),
      },
    ]);
    const listed = (await (await call(owner.cookie, 'GET', '')).json()) as { streams: StreamSummary[] };
    expect(listed.streams[0]).toMatchObject({ id: stream.id, rowsReceived: 52, status: 'active' });

    const paused = await call(owner.cookie, 'POST', `/streams/${stream.id}/pause`);
    expect(((await paused.json()) as { stream: StreamSummary }).stream.status).toBe('paused');
    const refused = await push(key, stream.id, JSON.stringify({ rows: [{ id: 6 }] }));
    expect(refused.status).toBe(409);
    expect((await dataset(owner.cookie, result.datasetId!)).rowCount).toBe(52);
    await call(owner.cookie, 'POST', `/streams/${stream.id}/resume`);

    // Deleting the stream keeps the dataset.
    expect((await call(owner.cookie, 'DELETE', `/streams/${stream.id}`)).status).toBe(204);
    expect((await dataset(owner.cookie, result.datasetId!)).rowCount).toBe(52);
    const actions = await context()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, owner.userId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['stream.create', 'stream.pause', 'stream.resume', 'stream.delete']),
    );
  });

  it('refuses a key without the scope, another workspace’s stream, too many rows and roles below Admin', async () => {
    const owner = await signedUpOwner(context());
    const stranger = await signedUpOwner(context());
    const { stream } = await createStream(owner.cookie, { kind: 'push', name: 'A', datasetName: 'A' });
    const readOnly = await createKey(owner.cookie, ['datasets:read']);
    expect((await push(readOnly, stream.id, JSON.stringify({ rows: [{ a: 1 }] }))).status).toBe(403);
    const theirs = await createKey(stranger.cookie);
    expect((await push(theirs, stream.id, JSON.stringify({ rows: [{ a: 1 }] }))).status).toBe(404);
    expect((await call(stranger.cookie, 'GET', `/streams/${stream.id}`)).status).toBe(404);
    expect((await call(stranger.cookie, 'DELETE', `/streams/${stream.id}`)).status).toBe(404);
    const key = await createKey(owner.cookie);
    const many = JSON.stringify({ rows: Array.from({ length: 10_001 }, (_, at) => ({ a: at })) });
    expect((await push(key, stream.id, many)).status).toBe(413);
    expect((await push(key, stream.id, 'a=1', 'text/plain')).status).toBe(415);
    expect(
      (await push(key, stream.id, '{}', 'application/json', { 'idempotency-key': 'bad key' })).status,
    ).toBe(400);

    const editor = await teammate(context(), owner.workspace.id, 'editor');
    expect(
      (await call(editor.cookie, 'POST', '/streams', { kind: 'push', name: 'B', datasetName: 'B' })).status,
    ).toBe(403);
    expect((await call(editor.cookie, 'POST', `/streams/${stream.id}/pause`)).status).toBe(403);
    expect((await call(editor.cookie, 'GET', `/streams/${stream.id}`)).status).toBe(200);
  });

  it('refuses a batch that would make the dataset wider than a row may be, NUL in CSV, and reads no prototype cells', async () => {
    const owner = await signedUpOwner(context());
    const { stream } = await createStream(owner.cookie, { kind: 'push', name: 'Wide', datasetName: 'Wide' });
    const key = await createKey(owner.cookie);
    // Each row is small, but together they name more columns than a dataset may have: refused before any table is built.
    const wide = JSON.stringify({
      rows: Array.from({ length: maxPushColumns + 1 }, (_, at) => ({ [`c${at}`]: 1 })),
    });
    const refused = await push(key, stream.id, wide);
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('too_many_columns');

    const nul = await push(key, stream.id, 'a\u0000,b\n1,2\n', 'text/csv');
    expect(nul.status).toBe(400);

    // A row naming `constructor` does not fill the other rows' cells from Object's prototype.
    const first = await push(
      key,
      stream.id,
      JSON.stringify({ rows: [{ id: 1, constructor: 'x' }, { id: 2 }] }),
    );
    expect(first.status, await first.clone().text()).toBe(200);
    const result = (await first.json()) as PushResult;
    const file = await app().request(
      `/api/workspace/datasets/${result.datasetId}/file`,
      withCookie(owner.cookie),
    );
    const text = await file.text();
    expect(text).not.toContain('native code');
    expect(text.split(/\r?\n/).slice(0, 3)).toEqual(['id,constructor', '1,x', '2,']);
  });

  it('reads a pushed CSV in the charset it names, an unnamed Latin-1 one as an upload is read; an unknown charset is a 415', async () => {
    const owner = await signedUpOwner(context());
    const key = await createKey(owner.cookie);
    const latin1 = Buffer.from('name,city\nZoé,Besançon\n', 'latin1');
    const pushBytes = (id: string, type: string) =>
      app().request(`/api/v1/streams/${id}/rows`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': type },
        body: latin1,
      });
    for (const type of [
      'text/csv; charset=ISO-8859-1',
      'text/csv;charset="windows-1252"',
      'text/csv',
      'text/csv; charset=',
    ]) {
      const { stream } = await createStream(owner.cookie, { kind: 'push', name: type, datasetName: type });
      const answer = await pushBytes(stream.id, type);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const { datasetId } = (await answer.json()) as PushResult;
      const stored = await app().request(
        `/api/workspace/datasets/${datasetId}/file`,
        withCookie(owner.cookie),
      );
      expect((await stored.text()).split(/\r?\n/).slice(0, 2)).toEqual(['name,city', 'Zoé,Besançon']);
    }
    // A byte order mark decides over the label: Excel's "CSV UTF-8" served as Latin-1 stays UTF-8.
    const excel = await createStream(owner.cookie, { kind: 'push', name: 'Excel', datasetName: 'Excel' });
    const withBom = await app().request(`/api/v1/streams/${excel.stream.id}/rows`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv; charset=iso-8859-1' },
      body: Buffer.from('\uFEFFname,city\nZoé,Besançon\n', 'utf8'),
    });
    expect(withBom.status, await withBom.clone().text()).toBe(200);
    const fromExcel = (await withBom.json()) as PushResult;
    expect(fromExcel.newColumns).toEqual(['name', 'city']);
    const excelFile = await app().request(
      `/api/workspace/datasets/${fromExcel.datasetId}/file`,
      withCookie(owner.cookie),
    );
    expect((await excelFile.text()).split(/\r?\n/).slice(0, 2)).toEqual(['name,city', 'Zoé,Besançon']);
    const { stream } = await createStream(owner.cookie, {
      kind: 'push',
      name: 'Unknown',
      datasetName: 'Unknown',
    });
    const refused = await pushBytes(stream.id, 'text/csv; charset=klingon');
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'unsupported_charset',
        message:
          'Tessera cannot read text in the charset “klingon”. Send CSV in UTF-8, or name a charset such as windows-1252.',
      },
    });
    const after = await call(owner.cookie, 'GET', `/streams/${stream.id}`);
    expect(((await after.json()) as { stream: StreamDetail }).stream.rowsReceived).toBe(0);
  });

  it('reads pushed bodies as before: a mixed CSV and JSON batch, a `__proto__` column kept, a huge header refused', async () => {
    const owner = await signedUpOwner(context());
    const key = await createKey(owner.cookie);
    const file = async (datasetId: string | null) =>
      (
        await (
          await app().request(`/api/workspace/datasets/${datasetId}/file`, withCookie(owner.cookie))
        ).text()
      ).split(/\r?\n/);
    const newStream = async (name: string) =>
      (await createStream(owner.cookie, { kind: 'push', name, datasetName: name })).stream;

    // Records CSV cannot read are numbered among the records; the rows checked after, among the rows it read.
    const csvStream = await newStream('Mixed CSV');
    const csv = [
      'id,name,note',
      '1,Ann,ok',
      '2,Bob',
      `3,"Cy, Jr",${'x'.repeat(10_001)}`,
      '4,Di,"quoted ""x"""',
      '5,Ed,a,b',
      '',
      '6,Fay,fine',
      '',
    ].join('\n');
    const mixed = await push(key, csvStream.id, csv, 'text/csv');
    expect(mixed.status, await mixed.clone().text()).toBe(200);
    const mixedResult = (await mixed.json()) as PushResult;
    expect(mixedResult).toMatchObject({ accepted: 3, newColumns: ['id', 'name', 'note'] });
    expect(mixedResult.rejected).toEqual([
      { row: 1, reason: 'Too few fields: expected 3 fields but parsed 2' },
      { row: 1, reason: 'column “note”: a cell holds at most 10000 characters' },
      { row: 4, reason: 'Too many fields: expected 3 fields but parsed 4' },
    ]);
    expect((await file(mixedResult.datasetId)).slice(0, 5)).toEqual([
      'id,name,note',
      '1,Ann,ok',
      '4,Di,"quoted ""x"""',
      '6,Fay,fine',
      '',
    ]);

    const jsonStream = await newStream('Mixed JSON');
    const json = await push(
      key,
      jsonStream.id,
      JSON.stringify({
        rows: [
          { id: 1, v: 'a' },
          'nope',
          { id: 2, v: { deep: 1 } },
          { id: 3, '': 1 },
          { id: 4, v: null, w: true },
        ],
      }),
    );
    expect(json.status, await json.clone().text()).toBe(200);
    const jsonResult = (await json.json()) as PushResult;
    expect(jsonResult).toMatchObject({ accepted: 2, newColumns: ['id', 'v', 'w'] });
    expect(jsonResult.rejected).toEqual([
      { row: 1, reason: 'not an object of column → value' },
      { row: 2, reason: 'column “v”: nested values are not stored; send text, a number, true/false or null' },
      { row: 3, reason: 'a column name is empty or longer than 200 characters' },
    ]);
    expect((await file(jsonResult.datasetId)).slice(0, 4)).toEqual(['id,v,w', '1,a,', '4,,true', '']);

    // A column named `__proto__` is a column like any other: its cells are kept (papaparse's header mode lost them).
    const protoStream = await newStream('Proto');
    const proto = await push(key, protoStream.id, 'id,__proto__,constructor\n1,x,y\n2,z,\n', 'text/csv');
    expect(proto.status, await proto.clone().text()).toBe(200);
    const protoResult = (await proto.json()) as PushResult;
    expect(protoResult).toMatchObject({
      accepted: 2,
      rejected: [],
      newColumns: ['id', '__proto__', 'constructor'],
    });
    expect((await file(protoResult.datasetId)).slice(0, 4)).toEqual([
      'id,__proto__,constructor',
      '1,x,y',
      '2,z,',
      '',
    ]);

    // A header naming 900,000 columns is refused whole before it is parsed; so is one just past the limit.
    const wide = await push(
      key,
      protoStream.id,
      `${Array.from({ length: 900_000 }, (_, at) => `c${at}`).join(',')}\n1,2\n`,
      'text/csv',
    );
    expect(wide.status).toBe(413);
    expect(((await wide.json()) as { error: { code: string } }).error.code).toBe('too_many_columns');
    const justPast = Array.from({ length: maxPushColumns + 1 }, (_, at) => `"c,${at}"`).join(',');
    const past = await push(key, protoStream.id, `${justPast}\n1\n`, 'text/csv');
    expect(past.status).toBe(413);
    const semicolons = Array.from({ length: maxPushColumns + 1 }, (_, at) => `c${at}`).join(';');
    const other = await push(key, protoStream.id, `${semicolons}\n${semicolons}\n`, 'text/csv');
    expect(other.status).toBe(413);
    const atLimit = Array.from({ length: maxPushColumns }, (_, at) => `"c,${at}"`).join(',');
    const fits = await push(
      key,
      (await newStream('At the limit')).id,
      `${atLimit}\n${'1,'.repeat(maxPushColumns - 1)}1\n`,
      'text/csv',
    );
    expect(fits.status, await fits.clone().text()).toBe(200);
    expect(((await fits.json()) as PushResult).accepted).toBe(1);
  });

  it('webhooks: the secret is shown once and sealed, bad deliveries 401 and counted, replays dropped (a new delivery id too), Connected only with a stream', async () => {
    const owner = await signedUpOwner(context());
    const before = (await (await call(owner.cookie, 'GET', '')).json()) as { dataStreams: DataStream[] };
    expect(before.dataStreams.find((each) => each.slug === 'github')).toMatchObject({ connected: false });
    const { stream, secret, endpoint } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Issues',
      datasetName: 'GitHub issues',
    });
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatch(new RegExp(`/api/hooks/${stream.id}$`));
    const [stored] = await context()
      .database.db.select()
      .from(dataStreams)
      .where(eq(dataStreams.id, stream.id));
    expect(stored!.sealedSecret).not.toContain(secret!);
    const detailText = await (await call(owner.cookie, 'GET', `/streams/${stream.id}`)).text();
    expect(detailText).not.toContain(secret!);

    const deliver = (body: object, sign: string | null, delivery?: string) => {
      const raw = JSON.stringify(body);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (sign !== null) headers['x-test-signature'] = createHmac('sha256', sign).update(raw).digest('hex');
      if (delivery) headers['x-test-delivery'] = delivery;
      return app().request(`/api/hooks/${stream.id}`, { method: 'POST', headers, body: raw });
    };
    expect((await deliver({ zen: 'hi' }, null)).status).toBe(200);
    expect((await deliver({ action: 'opened', title: 'Bug' }, null)).status).toBe(401);
    expect((await deliver({ action: 'opened', title: 'Bug' }, 'wrong-secret')).status).toBe(401);
    const ok = await deliver({ action: 'opened', title: 'Bug' }, secret, 'd-1');
    expect(ok.status, await ok.clone().text()).toBe(200);
    const replay = await deliver({ action: 'opened', title: 'Bug' }, secret, 'd-1');
    expect(await replay.json()).toMatchObject({ replayed: true });
    // The delivery id is an unsigned header: the same signed body under a new one is still a replay.
    const renamed = await deliver({ action: 'opened', title: 'Bug' }, secret, 'd-forged');
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ replayed: true });
    const unnamed = await deliver({ action: 'opened', title: 'Bug' }, secret);
    expect(await unnamed.json()).toMatchObject({ replayed: true });

    const detail = (
      (await (await call(owner.cookie, 'GET', `/streams/${stream.id}`)).json()) as { stream: StreamDetail }
    ).stream;
    expect(detail).toMatchObject({ rowsReceived: 1, rejectedDeliveries: 2 });
    expect(detail.errors.map((error) => error.reason).sort()).toEqual(['bad-signature', 'unsigned']);
    const after = (await (await call(owner.cookie, 'GET', '')).json()) as { dataStreams: DataStream[] };
    expect(after.dataStreams.find((each) => each.slug === 'github')).toMatchObject({ connected: true });
    expect(after.dataStreams.find((each) => each.slug === 'github')!.lastDataAt).not.toBeNull();

    // Rotating: the old secret stops working at once.
    const rotated = (await (
      await call(owner.cookie, 'POST', `/streams/${stream.id}/rotate-secret`)
    ).json()) as {
      secret: string;
    };
    expect(rotated.secret).not.toBe(secret);
    expect((await deliver({ action: 'closed', title: 'Bug' }, secret, 'd-2')).status).toBe(401);
    expect((await deliver({ action: 'closed', title: 'Bug' }, rotated.secret, 'd-2')).status).toBe(200);
    const rotations = await context()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.userId), eq(auditLog.action, 'stream.rotate-secret')));
    expect(rotations).toHaveLength(1);
    expect(JSON.stringify(rotations)).not.toContain(rotated.secret);
  });

  it('webhooks: a delivery is verified over its raw bytes, a BOM and bytes that are not UTF-8 included', async () => {
    const owner = await signedUpOwner(context());
    const { stream, secret } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Bytes',
      datasetName: 'Bytes',
    });
    const raw = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('{"action":"opened","title":"caf', 'utf8'),
      Buffer.from([0xe9]),
      Buffer.from('"}', 'utf8'),
    ]);
    const response = await app().request(`/api/hooks/${stream.id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-test-signature': createHmac('sha256', secret!).update(raw).digest('hex'),
        'x-test-delivery': 'bytes-1',
      },
      body: raw,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({ accepted: 1 });
  });

  it('webhooks: unsigned traffic does not spend the stream’s allowance; bad signatures are limited per address and stream', async () => {
    const { limiters } = context().deps;
    const owner = await signedUpOwner(context());
    const { stream, secret } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Allowance',
      datasetName: 'Allowance',
    });
    const deliver = (body: object, sign: string | null, address?: string) => {
      const raw = JSON.stringify(body);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (sign !== null) headers['x-test-signature'] = createHmac('sha256', sign).update(raw).digest('hex');
      headers['x-test-delivery'] = `d-${Math.random()}`;
      const init = { method: 'POST', headers, body: raw };
      const path = `/api/hooks/${stream.id}`;
      return address ? app().request(path, init, fromPeer(address)) : app().request(path, init);
    };
    // The service's real deliveries have used all but the last of this minute's allowance.
    await limiters.hookDeliveriesByStream.consume(stream.id, limitRules.hookDeliveriesByStream.points - 1);
    // A stranger's unsigned and badly signed deliveries are refused without spending it …
    expect((await deliver({ action: 'spam', title: 'x' }, null)).status).toBe(401);
    expect((await deliver({ action: 'spam', title: 'x' }, 'wrong')).status).toBe(401);
    // … so the service's next signed delivery still lands.
    const real = await deliver({ action: 'opened', title: 'Real' }, secret);
    expect(real.status, await real.clone().text()).toBe(200);
    // And then the allowance is spent.
    expect((await deliver({ action: 'opened', title: 'Again' }, secret)).status).toBe(429);

    // Failed checks are limited per address and stream: one that failed too often is refused before any check …
    const address = '203.0.113.77';
    await limiters.hookFailuresBySenderAndStream.consume(`${addressBucket(address)}|${stream.id}`, 59);
    expect((await deliver({ action: 'guess', title: 'x' }, 'guess-1', address)).status).toBe(401);
    expect((await deliver({ action: 'guess', title: 'x' }, 'guess-2', address)).status).toBe(429);
    // … for that stream only: the service delivers for every workspace from the same few addresses.
    const other = await signedUpOwner(context());
    const theirs = await createStream(other.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Theirs',
      datasetName: 'Theirs',
    });
    const raw = JSON.stringify({ action: 'opened', title: 'Theirs' });
    const signature = createHmac('sha256', theirs.secret!).update(raw).digest('hex');
    const delivered = await app().request(
      `/api/hooks/${theirs.stream.id}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-test-signature': signature,
          'x-test-delivery': 'd-1',
        },
        body: raw,
      },
      fromPeer(address),
    );
    expect(delivered.status, await delivered.clone().text()).toBe(200);

    // Deliveries to no webhook stream are limited per address, and do not touch the streams that exist.
    await limiters.hookMissesByAddress.consume(addressBucket(address), 299);
    const missing = `/api/hooks/${crypto.randomUUID()}`;
    const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect((await app().request(missing, post, fromPeer(address))).status).toBe(404);
    expect((await app().request(missing, post, fromPeer(address))).status).toBe(429);
    expect((await deliver({ action: 'guess', title: 'x' }, 'guess-3', address)).status).toBe(429);
  });

  it('webhooks: deliveries still being read hold a failure each, so a burst from one sender cannot pass the limit together', async () => {
    const { limiters } = context().deps;
    const owner = await signedUpOwner(context());
    const { stream } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Burst',
      datasetName: 'Burst',
    });
    const address = '203.0.113.78';
    const sender = `${addressBucket(address)}|${stream.id}`;
    await limiters.hookFailuresBySenderAndStream.consume(sender, 57);
    // Five badly signed deliveries sent at once, whose bodies come slowly: none is read to its end yet.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const encoder = new TextEncoder();
    const slowBody = () =>
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode('{"action":"guess",'));
          await finished;
          controller.enqueue(encoder.encode('"title":"x"}'));
          controller.close();
        },
      });
    const statuses: number[] = [];
    const answers = Array.from({ length: 5 }, async () => {
      const response = await app().request(
        `/api/hooks/${stream.id}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-signature': 'guess' },
          body: slowBody(),
          duplex: 'half',
        } as RequestInit,
        fromPeer(address),
      );
      statuses.push(response.status);
      return response.status;
    });
    // Three failures were left: three are being read, the other two refused before their bodies are.
    await vi.waitFor(() => expect(statuses).toEqual([429, 429]));
    finish();
    expect((await Promise.all(answers)).sort()).toEqual([401, 401, 401, 429, 429]);
    // The three failures counted, the sender is refused from now on.
    expect((await limiters.hookFailuresBySenderAndStream.get(sender))?.consumedPoints).toBe(60);
    const next = await app().request(
      `/api/hooks/${stream.id}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      fromPeer(address),
    );
    expect(next.status).toBe(429);
  });

  it('webhooks: a failed check holds its place until its failure is counted', async () => {
    const { limiters } = context().deps;
    const failures = limiters.hookFailuresBySenderAndStream;
    const owner = await signedUpOwner(context());
    const { stream } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'github',
      name: 'Counting',
      datasetName: 'Counting',
    });
    const address = '203.0.113.79';
    await failures.consume(`${addressBucket(address)}|${stream.id}`, 59);
    const deliver = async () =>
      (
        await app().request(
          `/api/hooks/${stream.id}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-test-signature': 'guess' },
            body: '{"action":"guess","title":"x"}',
          },
          fromPeer(address),
        )
      ).status;
    // The last failure left is being counted (slowly, as over a busy Redis) when the next delivery comes.
    let count!: () => void;
    const counted = new Promise<void>((resolve) => (count = resolve));
    const consume = failures.consume.bind(failures);
    const slowed = vi.spyOn(failures, 'consume').mockImplementationOnce(async (...args) => {
      await counted;
      return consume(...args);
    });
    const first = deliver();
    await vi.waitFor(() => expect(slowed).toHaveBeenCalled());
    expect(await deliver()).toBe(429);
    count();
    expect(await first).toBe(401);
    expect(await deliver()).toBe(429);
    slowed.mockRestore();
  });

  it('webhooks: a token captured from Notion stays pending until an Owner or Admin confirms it; until then deliveries are refused', async () => {
    const owner = await signedUpOwner(context());
    const { stream } = await createStream(owner.cookie, {
      kind: 'webhook',
      service: 'notion',
      name: 'Pages',
      datasetName: 'Notion pages',
    });
    const post = (body: string, headers: Record<string, string> = {}) =>
      app().request(`/api/hooks/${stream.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const signed = (token: string, id: string) => {
      const body = JSON.stringify({ id, type: 'page.created', entity: { id: 'p1', type: 'page' } });
      const signature = createHmac('sha256', token).update(body).digest('hex');
      return post(body, { 'x-notion-signature': `sha256=${signature}` });
    };
    const detail = async (cookie = owner.cookie) =>
      ((await (await call(cookie, 'GET', `/streams/${stream.id}`)).json()) as { stream: StreamDetail })
        .stream;
    const fingerprint = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 8);

    // A stranger who knows the URL sends a token first: it is only pending, and verifies nothing.
    const attacker = 'secret_attacker';
    expect((await post(JSON.stringify({ verification_token: attacker }))).status).toBe(200);
    expect((await detail()).pendingSecret).toMatchObject({ fingerprint: fingerprint(attacker) });
    const refused = await signed(attacker, 'e-1');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/json');

    // Notion's own token replaces it: the stranger cannot lock the stream.
    const real = 'secret_from_notion';
    expect((await post(JSON.stringify({ verification_token: real }))).status).toBe(200);
    const pending = (await detail()).pendingSecret!;
    expect(pending.fingerprint).toBe(fingerprint(real));
    expect((await signed(real, 'e-2')).status).toBe(401);

    // Confirming takes an Owner or Admin, and the fingerprint that was shown.
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    expect((await detail(editor.cookie)).pendingSecret).toMatchObject({ fingerprint: pending.fingerprint });
    const confirm = (cookie: string, shown: string) =>
      call(cookie, 'POST', `/streams/${stream.id}/confirm-secret`, { fingerprint: shown });
    expect((await confirm(editor.cookie, pending.fingerprint)).status).toBe(403);
    expect((await confirm(owner.cookie, fingerprint(attacker))).status).toBe(409);
    const confirmed = await confirm(owner.cookie, pending.fingerprint);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect(((await confirmed.json()) as { secret: string }).secret).toBe(real);
    expect((await detail()).pendingSecret).toBeNull();

    // Now Notion's signed deliveries land, and a later unsigned token changes nothing.
    const ok = await signed(real, 'e-3');
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await post(JSON.stringify({ verification_token: attacker }))).status).toBe(401);
    expect((await detail()).pendingSecret).toBeNull();
    expect((await signed(attacker, 'e-4')).status).toBe(401);
    expect((await confirm(owner.cookie, fingerprint(attacker))).status).toBe(409);

    const audit = await context()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.userId), eq(auditLog.action, 'stream.confirm-secret')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(real);
  });
});
