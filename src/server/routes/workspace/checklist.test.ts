import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Checklist, ChecklistItemId } from '../../../shared/checklist';
import { datasets } from '../../db/schema/index';
import { withCookie } from '../../test/auth-helpers';
import { invite, signedUpOwner, teammate } from '../../test/invitation-helpers';
import { describeOnEachDatabase, jsonRequest, testOrigin, type TestApp } from '../../test/test-app';

async function checklistOf(testApp: TestApp, cookie: string) {
  const response = await testApp.app.request('/api/workspace/checklist', withCookie(cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { checklist: Checklist }).checklist;
}

/** A dataset saved in the workspace, as the playground stores one. */
const saveDataset = (testApp: TestApp, workspaceId: string, uploaderId: string) =>
  testApp.database.db.insert(datasets).values({
    workspaceId,
    uploaderId,
    name: 'signups.csv',
    format: 'csv',
    rowCount: 1,
    columnCount: 1,
    sizeBytes: 4,
    profile: {},
  });

const doneIds = (checklist: Checklist) =>
  checklist.items.filter((item) => item.done).map((item) => item.id) as ChecklistItemId[];

describeOnEachDatabase('/api/workspace/checklist', (context) => {
  it('answers 401 without a session', async () => {
    expect((await context().app.request('/api/workspace/checklist')).status).toBe(401);
  });

  it('says what an incomplete profile still lacks', async () => {
    const owner = await signedUpOwner(context());
    const [profile] = (await checklistOf(context(), owner.cookie)).items;
    // Sign-up gave the full name and the role: only the profile name is missing.
    expect(profile).toEqual({ id: 'profile', done: false, missing: ['profileName'] });
    await context().app.request(
      '/api/profile',
      withCookie(owner.cookie, jsonRequest('PATCH', { profileName: 'Ada L.' })),
    );
    expect((await checklistOf(context(), owner.cookie)).items[0]).toEqual({ id: 'profile', done: true });
  });

  it('starts with nothing done, and each step flips with the workspace’s real state', async () => {
    const testApp = context();
    const owner = await signedUpOwner(testApp);
    const start = await checklistOf(testApp, owner.cookie);
    expect(start.items.map((item) => item.id)).toEqual([
      'profile',
      'teammate',
      'data-stream',
      'avatar',
      'dataset',
    ]);
    expect(start).toMatchObject({ done: 0, total: 5 });

    // Profile: full name and role come from sign-up; the profile name completes it.
    await testApp.app.request(
      '/api/profile',
      withCookie(owner.cookie, jsonRequest('PATCH', { profileName: 'Ada L.' })),
    );
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toEqual(['profile']);

    // A pending invitation counts; revoking it undoes the step.
    const invited = await invite(testApp, owner.cookie, ['newcomer@example.test']);
    expect(invited.response.status).toBeLessThan(300);
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toContain('teammate');
    const pending = (await (
      await testApp.app.request('/api/workspace/invitations', withCookie(owner.cookie))
    ).json()) as { invitations: { id: string }[] };
    await testApp.app.request(
      `/api/workspace/invitations/${pending.invitations[0]!.id}`,
      withCookie(owner.cookie, jsonRequest('DELETE', undefined)),
    );
    expect(doneIds(await checklistOf(testApp, owner.cookie))).not.toContain('teammate');

    // Marking a service as used is not a stream; a stream made, then deleted.
    await testApp.app.request(
      '/api/workspace/data-streams/slack',
      withCookie(owner.cookie, jsonRequest('PUT', undefined)),
    );
    expect(doneIds(await checklistOf(testApp, owner.cookie))).not.toContain('data-stream');
    const made = await testApp.app.request(
      '/api/workspace/data-streams/streams',
      withCookie(owner.cookie, jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' })),
    );
    const { stream } = (await made.json()) as { stream: { id: string } };
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toContain('data-stream');
    await testApp.app.request(
      `/api/workspace/data-streams/streams/${stream.id}`,
      withCookie(owner.cookie, jsonRequest('DELETE', undefined)),
    );
    expect(doneIds(await checklistOf(testApp, owner.cookie))).not.toContain('data-stream');

    // The workspace avatar, uploaded for real.
    const image = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'avatar.png');
    const upload = await testApp.app.request(
      '/api/workspace/avatar',
      withCookie(owner.cookie, { method: 'PUT', body: form, headers: { origin: testOrigin } }),
    );
    expect(upload.status).toBe(200);
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toContain('avatar');

    // A dataset saved in the workspace.
    await saveDataset(testApp, owner.workspace.id, owner.userId);
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toEqual(['profile', 'avatar', 'dataset']);

    // A member who joined counts as a teammate, and every member sees the workspace's checklist.
    const mate = await teammate(testApp, owner.workspace.id, 'collaborator');
    expect(doneIds(await checklistOf(testApp, owner.cookie))).toContain('teammate');
    const seenByMate = await checklistOf(testApp, mate.cookie);
    expect(doneIds(seenByMate)).toEqual(['teammate', 'avatar', 'dataset']);
    expect(seenByMate.done).toBe(3);
  });

  it('reads only the caller’s active workspace', async () => {
    const testApp = context();
    const first = await signedUpOwner(testApp);
    const second = await signedUpOwner(testApp);
    await testApp.app.request(
      '/api/workspace/data-streams/streams',
      withCookie(first.cookie, jsonRequest('POST', { kind: 'push', name: 'Orders', datasetName: 'Orders' })),
    );
    await saveDataset(testApp, first.workspace.id, first.userId);
    expect(doneIds(await checklistOf(testApp, first.cookie))).toEqual(['data-stream', 'dataset']);
    expect(doneIds(await checklistOf(testApp, second.cookie))).toEqual([]);
  });
});
