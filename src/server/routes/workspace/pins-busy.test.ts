import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { DatasetDetail } from '../../../shared/datasets';
import type { PinnedInsight } from '../../../shared/insights';
import { datasets, members } from '../../db/schema/index';
import { reader } from '../../test/held-reader';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { describeOnEachDatabase, testOrigin, type TestApp } from '../../test/test-app';

// The reader's thread, held shut until a test opens it (src/server/test/held-reader.ts).
vi.mock('piscina', () => import('../../test/held-reader'));

const csv = plantedCsv();

const client = (context: () => TestApp, cookie: string) => {
  const request = (path: string, init: RequestInit = {}) =>
    context().app.request(`/api/workspace${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });
  return {
    save: async (content = csv) => {
      const form = new FormData();
      form.append('file', new Blob([content], { type: 'text/csv' }), 'numbers.csv');
      form.append('name', 'Numbers');
      return request('/datasets', { method: 'POST', body: form });
    },
    pin: (datasetId: string, insight: unknown) =>
      request(`/datasets/${datasetId}/pins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ insight }),
      }),
    pins: async () => ((await (await request('/pins')).json()) as { pins: PinnedInsight[] }).pins,
    unpin: (pinId: string) => request(`/pins/${pinId}`, { method: 'DELETE' }),
  };
};

async function savedWithInsight(context: () => TestApp, cookie: string) {
  reader.open();
  const response = await client(context, cookie).save();
  expect(response.status).toBe(201);
  const { dataset } = (await response.json()) as { dataset: DatasetDetail };
  const insight = dataset.insights!.insights[0];
  if (!insight) throw new Error('no insight found');
  return { dataset, insight: JSON.parse(JSON.stringify(insight)) as unknown };
}

describeOnEachDatabase('pinning while the reader is full', (context) => {
  it('refuses a pin with a 503 in the pin’s words, spending none of the pinner’s allowance', async () => {
    const owner = await signedUpOwner(context());
    const { dataset, insight } = await savedWithInsight(context, owner.cookie);
    const owners = client(context, owner.cookie);
    reader.close();
    // The owner's own upload holds their one place in the reader.
    const held = owners.save();
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));

    // More refusals than the hourly allowance (30): all 503s, never a 429.
    for (let attempt = 0; attempt < 31; attempt++) {
      const refused = await owners.pin(dataset.id, insight);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('60');
      expect(await refused.json()).toEqual({
        error: {
          code: 'busy',
          message:
            'Other files are being read right now, so this insight could not be checked. Try again in a minute.',
        },
      });
    }
    reader.open();
    expect((await held).status).toBe(201);
    expect((await owners.pin(dataset.id, insight)).status).toBe(201);
  });

  it('refuses an insight unlike the one stored at once (409), without the reader or the allowance', async () => {
    const owner = await signedUpOwner(context());
    const { dataset, insight } = await savedWithInsight(context, owner.cookie);
    const owners = client(context, owner.cookie);
    const forged = { ...(insight as object), n: 1 };
    const unknown = { ...(insight as object), id: 'relationship:y|x' };
    // The reader is shut: a pin that read the file again would wait; these are answered from what was stored.
    reader.close();
    for (let attempt = 0; attempt < 40; attempt++) {
      const refused = await owners.pin(dataset.id, attempt % 2 ? forged : unknown);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'insight-changed' } });
    }
    expect(reader.waiting()).toBe(0);
    reader.open();
    // None of the 40 counted: the real insight still pins.
    expect((await owners.pin(dataset.id, insight)).status).toBe(201);
  });

  it('limits the pins one account asks for (429), and answers a pin already there without counting it', async () => {
    const owner = await signedUpOwner(context());
    const { dataset, insight } = await savedWithInsight(context, owner.cookie);
    const owners = client(context, owner.cookie);
    // Each pin of an insight not pinned reads the file again, so it counts: pin and unpin, 30 times.
    for (let attempt = 0; attempt < 29; attempt++) {
      expect((await owners.pin(dataset.id, insight)).status).toBe(201);
      const [pin] = await owners.pins();
      expect((await owners.unpin(pin!.id)).status).toBe(204);
    }
    expect((await owners.pin(dataset.id, insight)).status).toBe(201);
    // The pin there is costs nothing to answer.
    expect((await owners.pin(dataset.id, insight)).status).toBe(200);
    const [pin] = await owners.pins();
    await owners.unpin(pin!.id);
    const limited = await owners.pin(dataset.id, insight);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});

describeOnEachDatabase('pinning when things change while the file is read again', (context) => {
  it('pins nothing for a member demoted meanwhile (403), nor for a dataset deleted meanwhile (404)', async () => {
    const owner = await signedUpOwner(context());
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const { dataset, insight } = await savedWithInsight(context, editor.cookie);
    const editors = client(context, editor.cookie);
    const { db } = context().database;

    reader.close();
    const demoted = editors.pin(dataset.id, insight);
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));
    await db
      .update(members)
      .set({ role: 'collaborator' })
      .where(and(eq(members.organizationId, owner.workspace.id), eq(members.userId, editor.userId)));
    reader.open();
    expect((await demoted).status).toBe(403);
    expect(await editors.pins()).toEqual([]);

    reader.close();
    const deleted = client(context, owner.cookie).pin(dataset.id, insight);
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));
    await db.delete(datasets).where(eq(datasets.id, dataset.id));
    reader.open();
    const gone = await deleted;
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { code: 'not_found' } });
    expect(await client(context, owner.cookie).pins()).toEqual([]);
  });
});
