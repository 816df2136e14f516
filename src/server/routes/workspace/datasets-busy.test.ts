import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { datasets, members } from '../../db/schema/index';
import { reader } from '../../test/held-reader';
import { signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, testOrigin, type TestApp } from '../../test/test-app';

// The reader's thread, held shut until a test opens it (src/server/test/held-reader.ts).
vi.mock('piscina', () => import('../../test/held-reader'));

const form = (content: string) => {
  const body = new FormData();
  body.append('file', new Blob([content], { type: 'text/csv' }), 'numbers.csv');
  body.append('name', 'Numbers');
  return body;
};

const uploader = (context: () => TestApp, cookie: string) => (content: string) =>
  context().app.request('/api/workspace/datasets', {
    method: 'POST',
    headers: { origin: testOrigin, cookie },
    body: form(content),
  });

describeOnEachDatabase('/api/workspace/datasets while the reader is full', (context) => {
  it('refuses uploads with a 503 without spending the uploader’s allowance', async () => {
    reader.close();
    // Five accounts fill the reader, one upload each: the one being read and four waiting.
    const holders = await Promise.all(Array.from({ length: 5 }, () => signedUpOwner(context())));
    const held = holders.map((holder, index) => uploader(context, holder.cookie)(`n\n${index}\n`));
    await vi.waitFor(() => expect(reader.waiting()).toBe(5));

    // As many refusals as the hourly allowance (30) would all be 503s, never a 429.
    const upload = uploader(context, (await signedUpOwner(context())).cookie);
    const refused = await Promise.all(Array.from({ length: 30 }, () => upload('n\n9\n')));
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toMatchObject({ error: { code: 'busy' } });
    }

    reader.open();
    for (const response of await Promise.all(held)) expect(response.status).toBe(201);
    // None of the thirty was spent: the next one is read and saved.
    expect((await upload('n\n10\n')).status).toBe(201);
  });
});

describeOnEachDatabase('/api/workspace/datasets from one account at a time', (context) => {
  it('holds one upload per account, so one account cannot fill the reader for everyone', async () => {
    reader.close();
    const [first, second] = await Promise.all([signedUpOwner(context()), signedUpOwner(context())]);
    const firstUpload = uploader(context, first.cookie);
    const reading = firstUpload('n\n1\n');
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));

    const again = await firstUpload('n\n2\n');
    expect(again.status).toBe(503);
    expect(await again.json()).toMatchObject({ error: { code: 'busy' } });
    // Someone else still gets in line.
    const other = uploader(context, second.cookie)('n\n3\n');
    await vi.waitFor(() => expect(reader.waiting()).toBe(2));

    reader.open();
    expect((await reading).status).toBe(201);
    expect((await other).status).toBe(201);
    expect((await firstUpload('n\n4\n')).status).toBe(201);
  });
});

describeOnEachDatabase('/api/workspace/datasets while an upload is in flight', (context) => {
  it('answers /api/health and other requests while an upload is held, then saves the upload', async () => {
    reader.close();
    const owner = await signedUpOwner(context());
    let settled = false;
    const held = Promise.resolve(uploader(context, owner.cookie)('n\n1\n')).finally(() => (settled = true));
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));

    const health = await context().app.request('/api/health');
    expect(health.status).toBe(200);
    const list = await context().app.request('/api/workspace/datasets', {
      headers: { cookie: owner.cookie },
    });
    expect(list.status).toBe(200);
    // Both answered while the upload was still waiting.
    expect(settled).toBe(false);

    reader.open();
    expect((await held).status).toBe(201);
  });
});

describeOnEachDatabase('/api/workspace/datasets when the uploader loses their place meanwhile', (context) => {
  const datasetCount = async (workspaceId: string) =>
    (await context().database.db.select().from(datasets).where(eq(datasets.workspaceId, workspaceId))).length;

  it('saves nothing for a member removed while their upload was being read', async () => {
    reader.close();
    const owner = await signedUpOwner(context());
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const held = uploader(context, editor.cookie)('n\n1\n');
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));
    await context()
      .database.db.delete(members)
      .where(and(eq(members.organizationId, owner.workspace.id), eq(members.userId, editor.userId)));

    reader.open();
    const response = await held;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect(await datasetCount(owner.workspace.id)).toBe(0);
    expect(await context().deps.storage.list('datasets')).toEqual([]);
  });

  it('saves nothing for a member demoted to a role that may not upload meanwhile', async () => {
    reader.close();
    const owner = await signedUpOwner(context());
    const editor = await teammate(context(), owner.workspace.id, 'editor');
    const held = uploader(context, editor.cookie)('n\n1\n');
    await vi.waitFor(() => expect(reader.waiting()).toBe(1));
    await context()
      .database.db.update(members)
      .set({ role: 'collaborator' })
      .where(and(eq(members.organizationId, owner.workspace.id), eq(members.userId, editor.userId)));

    reader.open();
    expect((await held).status).toBe(403);
    expect(await datasetCount(owner.workspace.id)).toBe(0);
  });
});
