import { expect, it } from 'vitest';
import { analyseBytes } from '../../../shared/data/analyse';
import { ask } from '../../../shared/data/assistant/index';
import type { AssistantAnswer } from '../../../shared/data/assistant/types';
import type { DatasetDetail } from '../../../shared/datasets';
import type { PinnedAnswer, PinnedItem } from '../../../shared/insights';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const planted = plantedCsv();

/** The answer as the browser works it out: the file read with the same call, the dataset's stored insights. */
async function browserAnswer(dataset: DatasetDetail, question: string): Promise<AssistantAnswer> {
  const analysed = await analyseBytes(new TextEncoder().encode(planted));
  if (!analysed.ok) throw new Error('unreadable');
  const answer = ask(question, {
    language: 'en',
    datasetName: dataset.name,
    table: analysed.ingested.table,
    types: analysed.ingested.types,
    profile: analysed.profile,
    insights: dataset.insights,
  });
  return JSON.parse(JSON.stringify(answer)) as AssistantAnswer;
}

describeOnEachDatabase('pinned answers', (context) => {
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
  const pin = (cookie: string, datasetId: string, body: unknown) =>
    request(cookie, `/datasets/${datasetId}/pins/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const pins = async (cookie: string) => {
    const response = await request(cookie, '/pins');
    expect(response.status).toBe(200);
    return ((await response.json()) as { pins: PinnedItem[] }).pins;
  };

  it('pins an answer the server works out the same, shows it to every member, and unpins it', async () => {
    const owner = await signedUpOwner(context());
    const member = await teammate(context(), owner.workspace.id, 'collaborator');
    const dataset = await save(owner.cookie);
    const question = 'What is the total x?';
    const answer = await browserAnswer(dataset, question);
    expect(answer).toMatchObject({ kind: 'answer', plan: { kind: 'aggregate', aggregation: 'sum' } });

    const pinned = await pin(owner.cookie, dataset.id, { question, language: 'en', answer });
    expect(pinned.status, await pinned.clone().text()).toBe(201);
    const created = ((await pinned.json()) as { pin: PinnedAnswer }).pin;
    expect(created).toEqual({
      id: expect.any(String),
      datasetId: dataset.id,
      datasetName: 'Planted',
      pinnedAt: expect.any(String),
      pinnedBy: { id: owner.userId, name: owner.account.name },
      answer: { question, language: 'en', answer },
      canUnpin: true,
    });
    const again = await pin(owner.cookie, dataset.id, { question, language: 'en', answer });
    expect(again.status).toBe(200);
    expect(await pins(member.cookie)).toEqual([{ ...created, canUnpin: false }]);

    expect((await request(owner.cookie, `/pins/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await pins(owner.cookie)).toEqual([]);
  });

  it('refuses an answer with a number the server does not find (409 answer-changed), and pins nothing', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const question = 'What is the total x?';
    const answer = await browserAnswer(dataset, question);
    if (answer.kind !== 'answer' || answer.result.kind !== 'value') throw new Error('not a value');
    const forged = {
      ...answer,
      result: { ...answer.result, value: 1_000_000 },
      sentence: 'The total of x is 1M.',
    };
    const refused = await pin(owner.cookie, dataset.id, { question, language: 'en', answer: forged });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'answer-changed',
        message:
          'The server worked this answer out differently from your browser, so it was not pinned. Reload the page and ask again.',
      },
    });
    expect(await pins(owner.cookie)).toEqual([]);
  });

  it('refuses an answer past 16 KB (413), one of another shape (400), another workspace’s dataset (404) and a Collaborator (403)', async () => {
    const owner = await signedUpOwner(context());
    const viewer = await teammate(context(), owner.workspace.id, 'collaborator');
    const stranger = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const question = 'What is the total x?';
    const answer = await browserAnswer(dataset, question);

    const big = await pin(owner.cookie, dataset.id, {
      question,
      language: 'en',
      answer: { ...answer, how: 'x'.repeat(17_000) },
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      error: { code: 'payload_too_large', message: 'An answer to pin is at most 16 KB.', field: 'answer' },
    });
    const unknown = await pin(owner.cookie, dataset.id, {
      question,
      language: 'en',
      answer: { kind: 'unknown', sentence: 'I can’t answer that yet.', suggestions: [] },
    });
    expect(unknown.status).toBe(400);
    const offer = await pin(owner.cookie, dataset.id, {
      question: 'train a model on y',
      language: 'en',
      answer: { ...answer, result: { kind: 'action', action: 'train', rows: 200 } },
    });
    expect(offer.status).toBe(400);
    expect(await offer.json()).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Only an answer about the rows can be pinned.',
        field: 'answer',
      },
    });
    const elsewhere = await pin(stranger.cookie, dataset.id, { question, language: 'en', answer });
    expect(elsewhere.status).toBe(404);
    expect((await pin(viewer.cookie, dataset.id, { question, language: 'en', answer })).status).toBe(403);
    expect(await pins(owner.cookie)).toEqual([]);
  });

  it('goes with its dataset', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const question = 'What is the total x?';
    const answer = await browserAnswer(dataset, question);
    expect((await pin(owner.cookie, dataset.id, { question, language: 'en', answer })).status).toBe(201);
    expect(await pins(owner.cookie)).toHaveLength(1);
    expect((await request(owner.cookie, `/datasets/${dataset.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await pins(owner.cookie)).toEqual([]);
  });
});
