import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Insight, RelationshipInsight } from '../../../shared/data/insights/types';
import type { DatasetDetail } from '../../../shared/datasets';
import { maxPinnedInsights, type PinnedInsight } from '../../../shared/insights';
import { auditLog, datasets, pinnedInsights } from '../../db/schema/index';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { plantedCsv } from '../../test/planted-csv';
import { describeOnEachDatabase, testOrigin } from '../../test/test-app';

const planted = plantedCsv();

describeOnEachDatabase('pinned insights', (context) => {
  const request = (cookie: string, path: string, init: RequestInit = {}) =>
    context().app.request(`/api/workspace${path}`, {
      ...init,
      headers: { origin: testOrigin, cookie, ...(init.headers as Record<string, string>) },
    });
  const save = async (cookie: string, content = planted, name = 'Planted') => {
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'text/csv' }), 'planted.csv');
    form.append('name', name);
    const response = await request(cookie, '/datasets', { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    return ((await response.json()) as { dataset: DatasetDetail }).dataset;
  };
  const pin = (cookie: string, datasetId: string, body: unknown) =>
    request(cookie, `/datasets/${datasetId}/pins`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const pins = async (cookie: string) => {
    const response = await request(cookie, '/pins');
    expect(response.status).toBe(200);
    return ((await response.json()) as { pins: PinnedInsight[] }).pins;
  };
  const unpin = (cookie: string, id: string) => request(cookie, `/pins/${id}`, { method: 'DELETE' });
  const relationshipOf = (dataset: DatasetDetail) =>
    dataset.insights!.insights.find((insight) => insight.id === 'relationship:x|y') as RelationshipInsight;
  /** The insight as the browser sends it: through JSON. */
  const asSent = (insight: Insight) => JSON.parse(JSON.stringify(insight)) as Insight;

  it('finds the planted relationship when the dataset is saved and when it is opened', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const relationship = relationshipOf(dataset);
    expect(relationship).toMatchObject({
      kind: 'relationship',
      pair: 'number-number',
      columns: ['x', 'y'],
      n: 200,
      test: 'spearman',
      redundant: false,
    });
    expect(relationship.effect.value).toBeGreaterThan(0.85);
    expect(relationship.effect.value).toBeLessThan(0.95);
    expect(relationship.q).toBeLessThan(0.05);
    expect(dataset.insights!.tested).toBeGreaterThan(1);
    const opened = await request(owner.cookie, `/datasets/${dataset.id}`);
    expect(((await opened.json()) as { dataset: DatasetDetail }).dataset.insights).toEqual(dataset.insights);
  });

  it('pins an insight the server finds again, shows it to every member, and unpins it', async () => {
    const owner = await signedUpOwner(context());
    const collaborator = await teammate(context(), owner.workspace.id, 'collaborator');
    const dataset = await save(owner.cookie);
    const insight = relationshipOf(dataset);

    const pinned = await pin(owner.cookie, dataset.id, { insight: asSent(insight) });
    expect(pinned.status, await pinned.clone().text()).toBe(201);
    const { pin: created } = (await pinned.json()) as { pin: PinnedInsight };
    expect(created).toEqual({
      id: expect.any(String),
      datasetId: dataset.id,
      datasetName: 'Planted',
      insight: asSent(insight),
      pinnedAt: expect.any(String),
      pinnedBy: { id: owner.userId, name: owner.account.name },
      canUnpin: true,
    });

    // Pinning it again answers the pin there is.
    const again = await pin(owner.cookie, dataset.id, { insight: asSent(insight) });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { pin: PinnedInsight }).pin).toEqual(created);

    expect(await pins(owner.cookie)).toEqual([created]);
    expect(await pins(collaborator.cookie)).toEqual([{ ...created, canUnpin: false }]);
    expect((await unpin(collaborator.cookie, created.id)).status).toBe(403);

    const audit = await context()
      .database.db.select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.actorId, owner.userId));
    expect(audit).toEqual([
      {
        action: 'insight.pin',
        actorId: owner.userId,
        details: { workspace: owner.workspace.id, dataset: dataset.id, insight: insight.id, pin: created.id },
      },
    ]);

    expect((await unpin(owner.cookie, created.id)).status).toBe(204);
    expect(await pins(collaborator.cookie)).toEqual([]);
    const gone = await unpin(owner.cookie, created.id);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      error: { code: 'not_found', message: 'No such pinned insight in this workspace.' },
    });
    const actions = await context()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, owner.userId));
    expect(actions.map((row) => row.action).sort()).toEqual(['insight.pin', 'insight.unpin']);
  });

  it('refuses an insight the server does not find as sent with a 409 insight-changed, and pins nothing', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const insight = asSent(relationshipOf(dataset)) as RelationshipInsight;
    const changedMessage =
      'The server found this insight differently from your browser, so it was not pinned. Reload the dataset and try again.';
    const tampered: unknown[] = [
      { ...insight, effect: { ...insight.effect, value: insight.effect.value + 1e-12 } },
      { ...insight, q: 0.001 + insight.q },
      { ...insight, redundant: true },
      { ...insight, extra: 'a field the server never wrote' },
      { ...insight, chart: { type: 'points', points: [] } },
      { ...insight, id: 'relationship:y|x' },
      { id: 'outlier:nothing' },
    ];
    for (const sent of tampered) {
      const response = await pin(owner.cookie, dataset.id, { insight: sent });
      expect(response.status, JSON.stringify(sent).slice(0, 80)).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'insight-changed', message: changedMessage } });
    }
    // The same insight with its keys in another order is the same JSON: pinned.
    const reordered = Object.fromEntries(Object.entries(insight).reverse());
    expect((await pin(owner.cookie, dataset.id, { insight: reordered })).status).toBe(201);
    expect((await pins(owner.cookie)).map((entry) => entry.insight.id)).toEqual([insight.id]);
  });

  it('reads the file again with the import choices the dataset was saved with', async () => {
    const owner = await signedUpOwner(context());
    const found = relationshipOf(await save(owner.cookie));
    // Saved with y read as text: there is no relationship between x and y to pin.
    const form = new FormData();
    form.append('file', new Blob([planted], { type: 'text/csv' }), 'planted.csv');
    form.append('name', 'Y as text');
    form.append('choices', JSON.stringify({ overrides: { y: { kind: 'text' } } }));
    const saved = await request(owner.cookie, '/datasets', { method: 'POST', body: form });
    expect(saved.status).toBe(201);
    const { dataset } = (await saved.json()) as { dataset: DatasetDetail };
    expect(relationshipOf(dataset)).toBeUndefined();
    const refused = await pin(owner.cookie, dataset.id, { insight: asSent(found) });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'insight-changed' } });
  });

  it('lets Editors and above pin; the pinner, Admins and Owners unpin', async () => {
    const owner = await signedUpOwner(context());
    const workspaceId = owner.workspace.id;
    const [admin, editor, otherEditor, collaborator] = await Promise.all([
      teammate(context(), workspaceId, 'admin'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'editor'),
      teammate(context(), workspaceId, 'collaborator'),
    ]);
    const dataset = await save(editor.cookie);
    const insight = asSent(relationshipOf(dataset));

    const refused = await pin(collaborator.cookie, dataset.id, { insight });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'forbidden', message: 'Your role in this workspace does not allow this.' },
    });
    const pinned = await pin(editor.cookie, dataset.id, { insight });
    expect(pinned.status).toBe(201);
    const { pin: created } = (await pinned.json()) as { pin: PinnedInsight };

    expect((await pins(otherEditor.cookie))[0]).toMatchObject({ id: created.id, canUnpin: false });
    expect((await pins(admin.cookie))[0]).toMatchObject({ id: created.id, canUnpin: true });
    expect((await pins(owner.cookie))[0]).toMatchObject({ id: created.id, canUnpin: true });
    const forbidden = await unpin(otherEditor.cookie, created.id);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'Only Owners, Admins and the person who pinned an insight can unpin it.',
      },
    });
    expect((await unpin(admin.cookie, created.id)).status).toBe(204);

    const repinned = (await (await pin(otherEditor.cookie, dataset.id, { insight })).json()) as {
      pin: PinnedInsight;
    };
    expect((await unpin(owner.cookie, repinned.pin.id)).status).toBe(204);
    const own = (await (await pin(editor.cookie, dataset.id, { insight })).json()) as { pin: PinnedInsight };
    expect((await unpin(editor.cookie, own.pin.id)).status).toBe(204);
    expect(await pins(owner.cookie)).toEqual([]);
  });

  it('keeps another workspace’s datasets and pins out of reach (404), and strangers out (401)', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const insight = asSent(relationshipOf(dataset));
    const { pin: created } = (await (await pin(owner.cookie, dataset.id, { insight })).json()) as {
      pin: PinnedInsight;
    };
    const stranger = await signedUpOwner(context());
    const foreign = await pin(stranger.cookie, dataset.id, { insight });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({
      error: { code: 'not_found', message: 'No such dataset in this workspace.' },
    });
    expect(await pins(stranger.cookie)).toEqual([]);
    expect((await unpin(stranger.cookie, created.id)).status).toBe(404);
    expect((await pin(owner.cookie, 'not-a-uuid', { insight })).status).toBe(404);
    expect((await unpin(owner.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await pin(owner.cookie, crypto.randomUUID(), { insight })).status).toBe(404);
    expect((await request('', '/pins')).status).toBe(401);
    expect((await pin('', dataset.id, { insight })).status).toBe(401);
    expect((await unpin('', created.id)).status).toBe(401);
    expect((await pins(owner.cookie)).map((entry) => entry.id)).toEqual([created.id]);
  });

  it('answers bad bodies with a 4xx JSON error, never a 5xx', async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    for (const body of [
      {},
      { insight: null },
      { insight: [] },
      { insight: { id: '' } },
      { insight: { id: 7 } },
      { insight: { id: 'x'.repeat(501) } },
      '{not json',
      '"just a string"',
    ]) {
      const response = await pin(owner.cookie, dataset.id, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
    const large = await pin(owner.cookie, dataset.id, {
      insight: { id: 'outlier:x', padding: 'x'.repeat(70_000) },
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({
      error: { code: 'payload_too_large', message: 'An insight to pin is at most 64 KB.', field: 'insight' },
    });
    expect(await pins(owner.cookie)).toEqual([]);
  });

  it('removes a dataset’s pins with it', async () => {
    const owner = await signedUpOwner(context());
    const kept = await save(owner.cookie, plantedCsv(11), 'Kept');
    const deleted = await save(owner.cookie);
    for (const dataset of [kept, deleted]) {
      expect((await pin(owner.cookie, dataset.id, { insight: asSent(relationshipOf(dataset)) })).status).toBe(
        201,
      );
    }
    expect((await pins(owner.cookie)).map((entry) => entry.datasetName)).toEqual(['Planted', 'Kept']);
    expect((await request(owner.cookie, `/datasets/${deleted.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await pins(owner.cookie)).map((entry) => entry.datasetName)).toEqual(['Kept']);
    const rows = await context()
      .database.db.select({ id: pinnedInsights.id })
      .from(pinnedInsights)
      .where(eq(pinnedInsights.datasetId, deleted.id));
    expect(rows).toEqual([]);
  });

  it(`keeps at most ${maxPinnedInsights} pins in a workspace (409 too-many-pins)`, async () => {
    const owner = await signedUpOwner(context());
    const dataset = await save(owner.cookie);
    const insight = asSent(relationshipOf(dataset));
    // The workspace's other pins, straight in the database: pinning each would read the file 50 times.
    const { db } = context().database;
    await db.insert(pinnedInsights).values(
      Array.from({ length: maxPinnedInsights }, (_, index) => ({
        workspaceId: owner.workspace.id,
        datasetId: dataset.id,
        insightId: `relationship:filler|${index}`,
        insight: { ...insight, id: `relationship:filler|${index}` },
        pinnedBy: owner.userId,
      })),
    );
    const refused = await pin(owner.cookie, dataset.id, { insight });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: {
        code: 'too-many-pins',
        message: `This workspace already has ${maxPinnedInsights} pinned insights. Unpin one before pinning another.`,
      },
    });
    const list = await pins(owner.cookie);
    expect(list).toHaveLength(maxPinnedInsights);
    expect((await unpin(owner.cookie, list[0]!.id)).status).toBe(204);
    expect((await pin(owner.cookie, dataset.id, { insight })).status).toBe(201);
    await db.delete(datasets).where(eq(datasets.id, dataset.id));
    expect(await pins(owner.cookie)).toEqual([]);
  });
});
