import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { KeptTurn } from '../../../shared/conversations';
import type { DatasetDetail } from '../../../shared/datasets';
import { assistantConversations } from '../../db/schema/index';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const planted = plantedCsv();

/** A turn as the browser keeps it: the question and the answer it showed. */
const turn = (question: string, value = 42): KeptTurn => ({
  question,
  answer: {
    kind: 'answer',
    plan: { kind: 'aggregate', aggregation: 'sum', column: 'x', groupBy: null, filters: [] },
    result: { kind: 'value', value, rows: 200 },
    sentence: `The total of x is ${value}.`,
    how: 'How I got this: sum of x over 200 rows',
    chart: 'none',
    followUps: ['average x'],
  },
});

describeOnEachDatabase('kept conversations', (context) => {
  const request = (cookie: string, path: string, init: RequestInit = {}) =>
    context().app.request(`/api/workspace${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });
  const save = async (cookie: string) => {
    const form = new FormData();
    form.append('file', new Blob([planted], { type: 'text/csv' }), 'planted.csv');
    form.append('name', 'Planted');
    const response = await request(cookie, '/datasets', { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { dataset: DatasetDetail }).dataset;
  };
  const keep = (cookie: string, path: string, body: unknown) =>
    request(cookie, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const read = async (cookie: string, path: string) => {
    const response = await request(cookie, path);
    expect(response.status, await response.clone().text()).toBe(200);
    return ((await response.json()) as { turns: KeptTurn[] }).turns;
  };

  it('keeps a dataset page’s turns and Home’s apart, for their owner, and clears them', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const page = `/datasets/${dataset.id}/conversation`;
    expect(await read(owner.cookie, page)).toEqual([]);

    const first = await keep(owner.cookie, page, { turns: [turn('total x')] });
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toEqual({ turns: [turn('total x')] });
    // A failed save is sent again with the next turn: both land, in order.
    expect(
      (await keep(owner.cookie, page, { turns: [turn('sum of x', 43), turn('x total', 44)] })).status,
    ).toBe(200);
    expect(await read(owner.cookie, page)).toEqual([
      turn('total x'),
      turn('sum of x', 43),
      turn('x total', 44),
    ]);

    const home = { ...turn('total x in Planted'), scope: dataset.id, about: 'Planted' };
    expect((await keep(owner.cookie, '/conversation', { turns: [home] })).status).toBe(200);
    expect(await read(owner.cookie, '/conversation')).toEqual([home]);
    expect(await read(owner.cookie, page)).toHaveLength(3);

    expect((await request(owner.cookie, page, { method: 'DELETE' })).status).toBe(204);
    expect(await read(owner.cookie, page)).toEqual([]);
    expect(await read(owner.cookie, '/conversation')).toEqual([home]);
    expect((await request(owner.cookie, '/conversation', { method: 'DELETE' })).status).toBe(204);
    expect(await read(owner.cookie, '/conversation')).toEqual([]);
  });

  it('keeps the last 50 turns', async () => {
    const owner = await signedUpOwner(context());
    const turns = Array.from({ length: 30 }, (_, index) => turn(`question ${index}`, index));
    expect((await keep(owner.cookie, '/conversation', { turns })).status).toBe(200);
    const more = Array.from({ length: 30 }, (_, index) => turn(`question ${30 + index}`, 30 + index));
    const response = await keep(owner.cookie, '/conversation', { turns: more });
    const kept = ((await response.json()) as { turns: KeptTurn[] }).turns;
    expect(kept).toHaveLength(50);
    expect(kept[0]!.question).toBe('question 10');
    expect(kept.at(-1)!.question).toBe('question 59');
    expect(await read(owner.cookie, '/conversation')).toEqual(kept);
  });

  it('shows a conversation to its owner only: another member gets their own, another workspace a 404', async () => {
    const owner = await signedUpOwner(context());
    const member = await teammate(context(), owner.workspace.id, 'collaborator');
    const stranger = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const page = `/datasets/${dataset.id}/conversation`;
    await keep(owner.cookie, page, { turns: [turn('total x')] });
    await keep(owner.cookie, '/conversation', { turns: [turn('total x')] });

    expect(await read(member.cookie, page)).toEqual([]);
    expect(await read(member.cookie, '/conversation')).toEqual([]);
    expect((await keep(member.cookie, page, { turns: [turn('mine')] })).status).toBe(200);
    expect((await request(member.cookie, page, { method: 'DELETE' })).status).toBe(204);
    expect(await read(owner.cookie, page)).toEqual([turn('total x')]);

    expect(await read(stranger.cookie, '/conversation')).toEqual([]);
    for (const response of [
      await request(stranger.cookie, page),
      await keep(stranger.cookie, page, { turns: [turn('theirs')] }),
      await request(stranger.cookie, page, { method: 'DELETE' }),
      await request(owner.cookie, '/datasets/not-a-uuid/conversation'),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(await read(owner.cookie, page)).toEqual([turn('total x')]);
  });

  it('refuses a turn past 16 KB with a 413 and a malformed one with a 400, keeping nothing', async () => {
    const owner = await signedUpOwner(context());
    const big = {
      ...turn('total x'),
      answer: { ...turn('total x').answer, followUps: ['x'.repeat(17_000)] },
    };
    const tooLarge = await keep(owner.cookie, '/conversation', { turns: [turn('fine'), big] });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'A turn of a conversation is at most 16 KB.',
        field: 'turns',
      },
    });
    const malformed = await keep(owner.cookie, '/conversation', {
      turns: [{ question: 'x', answer: { kind: 'answer', sentence: 'Forty-two.' } }],
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'invalid_input' } });
    const none = await keep(owner.cookie, '/conversation', { turns: [] });
    expect(none.status).toBe(400);
    const tooMany = await keep(owner.cookie, '/conversation', {
      turns: Array.from({ length: 51 }, () => ({ question: 'q' })),
    });
    expect(tooMany.status).toBe(400);
    expect(await read(owner.cookie, '/conversation')).toEqual([]);
  });

  it('goes with its dataset, and is in the owner’s export', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const page = `/datasets/${dataset.id}/conversation`;
    await keep(owner.cookie, page, { turns: [turn('total x')] });
    await keep(owner.cookie, '/conversation', { turns: [turn('total x in Planted')] });

    const exported = await context().app.request('/api/account/export', {
      headers: { origin: testOrigin, cookie: owner.cookie },
    });
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as { conversations: unknown[] };
    expect(data.conversations).toEqual([
      {
        workspaceName: owner.workspace.name,
        datasetName: 'Planted',
        turns: [turn('total x')],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      {
        workspaceName: owner.workspace.name,
        datasetName: null,
        turns: [turn('total x in Planted')],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);

    expect((await request(owner.cookie, `/datasets/${dataset.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await request(owner.cookie, page);
    expect(gone.status).toBe(404);
    const rows = await context()
      .database.db.select({ datasetId: assistantConversations.datasetId })
      .from(assistantConversations)
      .where(eq(assistantConversations.userId, owner.userId));
    expect(rows).toEqual([{ datasetId: null }]);
  });
});
