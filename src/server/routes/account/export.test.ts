import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { datasets, feedback, knownDevices, models, pinnedInsights, users } from '../../db/schema/index';
import { limitRules } from '../../lib/limits';
import { withCookie } from '../../test/auth-helpers';
import { signedUpOwner } from '../../test/invitation-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';
import { enableTwoFactor } from '../../test/totp';

const download = (testApp: TestApp, cookie: string) =>
  testApp.app.request('/api/account/export', withCookie(cookie));

describeOnEachDatabase('/api/account/export', (context) => {
  it('refuses anonymous callers', async () => {
    expect((await download(context(), '')).status).toBe(401);
  });

  it('downloads a JSON file of the profile, memberships, sessions, devices, feedback, datasets, pins and models, without secrets', async () => {
    const { db } = context().database;
    const owner = await signedUpOwner(context());
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, owner.userId));
    const { cookie } = await enableTwoFactor(context(), owner.cookie, owner.account.password);
    await db
      .insert(feedback)
      .values({ message: 'More charts please', userId: owner.userId, page: '/app/home' });
    await db.insert(knownDevices).values({ userId: owner.userId, fingerprint: 'f'.repeat(64) });
    const [dataset] = await db
      .insert(datasets)
      .values({
        workspaceId: owner.workspace.id,
        uploaderId: owner.userId,
        name: 'sales.csv',
        format: 'csv',
        rowCount: 3,
        columnCount: 2,
        sizeBytes: 40,
        profile: {},
      })
      .returning({ id: datasets.id });
    await db.insert(pinnedInsights).values({
      workspaceId: owner.workspace.id,
      datasetId: dataset!.id,
      insightId: 'relationship:units|price',
      insight: { id: 'relationship:units|price' } as never,
      pinnedBy: owner.userId,
    });
    await db.insert(models).values({
      workspaceId: owner.workspace.id,
      datasetId: dataset!.id,
      name: 'Price model',
      target: 'price',
      task: 'regression',
      status: 'ready',
      model: {
        version: 1,
        task: 'regression',
        target: 'price',
        features: [],
        predictor: { kind: 'baseline', base: [4242.4242] },
      },
      trainedBy: owner.userId,
    });

    const response = await download(context(), cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tessera-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      profile: {
        id: owner.userId,
        email: owner.account.email,
        fullName: owner.account.name,
        twoFactorEnabled: true,
      },
      memberships: [{ workspaceName: owner.workspace.name, role: 'owner' }],
      signInMethods: [{ provider: 'credential' }],
      feedback: [{ message: 'More charts please', page: '/app/home' }],
      datasets: [{ name: 'sales.csv', workspaceName: owner.workspace.name, rows: 3 }],
      pinnedInsights: [
        {
          insightId: 'relationship:units|price',
          datasetName: 'sales.csv',
          workspaceName: owner.workspace.name,
        },
      ],
      models: [
        {
          name: 'Price model',
          datasetName: 'sales.csv',
          workspaceName: owner.workspace.name,
          target: 'price',
          task: 'regression',
          status: 'ready',
        },
      ],
    });
    // A model is listed, never its report or its model JSON.
    expect(text).not.toContain('4242.4242');
    expect((data.sessions as unknown[]).length).toBeGreaterThan(0);
    for (const device of data.knownDevices as object[]) {
      expect(Object.keys(device).sort()).toEqual(['firstSeenAt', 'lastSeenAt']);
    }
    // No token, hash, secret, backup code, fingerprint or file content, by key or by value.
    expect(text).not.toMatch(
      /"(token|password|secret|backupCodes|fingerprint|content|accessToken|idToken)"/i,
    );
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('f'.repeat(64));
    expect(text).not.toContain(cookie.match(/session_token=([^.;]+)/)![1]);
  });

  it('is rate-limited per account', async () => {
    const { cookie } = await signedUpOwner(context());
    let last = 0;
    for (let attempt = 0; attempt <= limitRules.dataExportsByAccount.points; attempt++) {
      last = (await download(context(), cookie)).status;
    }
    expect(last).toBe(429);
  });
});
