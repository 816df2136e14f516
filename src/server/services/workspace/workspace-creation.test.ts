import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { workspaceDisplayName } from '../../../shared/workspace';
import { members, users, workspaces } from '../../db/schema/index';
import { withLanguage } from '../../lib/language';
import { newAccount, signUp } from '../../test/auth-helpers';
import { describeOnEachDatabase, type TestApp } from '../../test/test-app';
import { createPersonalWorkspace } from './workspace-creation';
import type { Language } from '../../../shared/preferences';

const workspaceNamesOf = async ({ database: { db } }: TestApp, userId: string) =>
  (
    await db
      .select({ name: workspaces.name })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
      .where(eq(members.userId, userId))
  ).map((row) => row.name);

/** The shared rule's name for a new account's workspace, read in this language. */
const sharedName = (language: Language, email: string) =>
  withLanguage(language, () => workspaceDisplayName(null, email));

describeOnEachDatabase('a new account’s workspace', (context) => {
  it('is named by the shared rule when someone signs up in French', async () => {
    const { response, account } = await signUp(context(), newAccount(), { 'accept-language': 'fr' });
    expect(response.status).toBe(200);
    const [user] = await context()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, account.email));

    expect(await workspaceNamesOf(context(), user!.id)).toEqual([sharedName('fr', account.email)]);
  });

  it('takes the shared rule’s name in the reader’s language when the address gives none', async () => {
    const { db } = context().database;
    const id = randomUUID();
    const email = `@${randomUUID().slice(0, 8)}.example.test`;
    await db.insert(users).values({ id, name: 'Ada Lovelace', email, emailVerified: true });

    await withLanguage('fr', () => createPersonalWorkspace(db, { id, email }));

    expect(await workspaceNamesOf(context(), id)).toEqual([sharedName('fr', email)]);
    // What makes this case tell: the rule's French name differs from its English one.
    expect(sharedName('fr', email)).not.toBe(sharedName('en', email));
  });
});
