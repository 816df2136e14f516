// An Idempotency-Key reused with a different body is a 422, not the first batch's answer replayed; a batch stored
// before its stream was paused is answered as stored when retried, a new one 409.
import { expect, it } from 'vitest';
import type { CreatedStream, PushResult } from '../../../shared/data-streams';
import type { DatasetDetail } from '../../../shared/datasets';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin } from '../../test/test-app';

describeOnEachDatabase('push with an Idempotency-Key', (context) => {
  const setUp = async () => {
    const { app } = context();
    const owner = await signedUpOwner(context());
    const created = await app.request(
      '/api/workspace/data-streams/streams',
      withCookie(owner.cookie, jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' })),
    );
    expect(created.status).toBe(201);
    const { stream } = (await created.json()) as CreatedStream;
    const keyResponse = await app.request('/api/workspace/api-keys', {
      method: 'POST',
      headers: { origin: testOrigin, cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Pusher', scopes: ['streams:write'], expiresAt: null }),
    });
    const { secret } = (await keyResponse.json()) as { secret: string };
    const push = (body: string, key: string, type = 'application/json') =>
      app.request(`/api/v1/streams/${stream.id}/rows`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': type, 'idempotency-key': key },
        body,
      });
    const rowCount = async (id: string) => {
      const response = await app.request(`/api/workspace/datasets/${id}`, withCookie(owner.cookie));
      return ((await response.json()) as { dataset: DatasetDetail }).dataset.rowCount;
    };
    const pause = async () => {
      const response = await app.request(
        `/api/workspace/data-streams/streams/${stream.id}/pause`,
        withCookie(owner.cookie, jsonRequest('POST', {})),
      );
      expect(response.status).toBe(200);
    };
    return { push, rowCount, pause };
  };

  it('replays the first answer for the same body, and refuses the same key with another body with 422', async () => {
    const { push, rowCount } = await setUp();
    const body = JSON.stringify({ rows: [{ id: 1, amount: 10 }] });
    const first = await push(body, 'batch-1');
    expect(first.status).toBe(200);
    const stored = (await first.json()) as PushResult;
    const again = await push(body, 'batch-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ ...stored, replayed: true });
    const other = await push(
      JSON.stringify({
        rows: [
          { id: 2, amount: 20 },
          { id: 3, amount: 30 },
        ],
      }),
      'batch-1',
    );
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toContain('application/json');
    expect(await other.json()).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message:
          'This Idempotency-Key was already used with a different body: send each new batch with a new key.',
      },
    });
    // The same rows as CSV are another body too.
    expect((await push('id,amount\n1,10\n', 'batch-1', 'text/csv')).status).toBe(422);
    expect(await rowCount(stored.datasetId!)).toBe(1);
    // A new key stores the new batch.
    expect((await push(JSON.stringify({ rows: [{ id: 2, amount: 20 }] }), 'batch-2')).status).toBe(200);
    expect(await rowCount(stored.datasetId!)).toBe(2);
  });

  it('reads a CSV’s charset as part of its body: UTF-8 named or not is the same body, another charset another', async () => {
    const { push, rowCount } = await setUp();
    const body = 'id,city\n1,Zoé\n';
    const first = await push(body, 'csv-1', 'text/csv');
    expect(first.status).toBe(200);
    const { datasetId } = (await first.json()) as PushResult;
    const named = await push(body, 'csv-1', 'text/csv; charset=utf-8');
    expect(named.status).toBe(200);
    expect(named.headers.get('idempotent-replayed')).toBe('true');
    // The same bytes read as Windows-1252 are other text ("ZoÃ©"): not the batch that was stored.
    expect((await push(body, 'csv-1', 'text/csv; charset=windows-1252')).status).toBe(422);
    expect(await rowCount(datasetId!)).toBe(1);
  });

  it('answers a batch stored before the pause as stored when it is retried, and refuses a new one with 409', async () => {
    const { push, rowCount, pause } = await setUp();
    const body = JSON.stringify({ rows: [{ id: 1, amount: 10 }] });
    const first = await push(body, 'batch-1');
    expect(first.status).toBe(200);
    const stored = (await first.json()) as PushResult;
    await pause();
    // The sender lost the first answer and retries: its rows are in, and it is told so.
    const retried = await push(body, 'batch-1');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toEqual({ ...stored, replayed: true });
    // The same key with another body is still a 422; a new batch is refused and nothing is stored.
    expect((await push(JSON.stringify({ rows: [{ id: 9, amount: 90 }] }), 'batch-1')).status).toBe(422);
    const refused = await push(JSON.stringify({ rows: [{ id: 2, amount: 20 }] }), 'batch-2');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('stream_paused');
    expect(await rowCount(stored.datasetId!)).toBe(1);
  });
});
