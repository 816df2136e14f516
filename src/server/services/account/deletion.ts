import { asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { securityMessages } from '../../../shared/i18n/messages/security';
import { paths } from '../../../shared/paths';
import type { DeletionPreview, WorkspaceName } from '../../../shared/security';
import type { Db } from '../../db/client';
import { feedback, members, users, verifications, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { DbOrTx } from '../../mail/outbox';
import { queueReaderMail } from '../../mail/reader-mail';
import { readerOf } from '../../mail/recipient-language';
import { accountDeletedMail } from '../../mail/templates/security-notice';
import { objectNameIn } from '../../storage/buckets';
import { deleteObjects, type ObjectRef, type ObjectStore } from '../../storage/object-store';
import { deleteWorkspace } from '../workspace/workspaces';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Each of the user's workspaces with its member and Owner counts. In a transaction with `lock`, the workspaces
 * and their member rows are locked first: no one joins, leaves or changes role until the deletion commits.
 */
async function workspacesOf(db: DbOrTx, userId: string, lock: boolean) {
  const mine = db.select({ id: members.organizationId }).from(members).where(eq(members.userId, userId));
  if (lock) {
    await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, mine))
      .orderBy(asc(workspaces.id))
      .for('update');
    await db
      .select({ id: members.id })
      .from(members)
      .where(inArray(members.organizationId, mine))
      .orderBy(asc(members.id))
      .for('update');
  }
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: sql<string>`max(case when ${members.userId} = ${userId} then ${members.role} end)`,
      memberCount: sql<number>`count(*)::int`,
      ownerCount: sql<number>`count(*) filter (where ${members.role} = 'owner')::int`,
    })
    .from(workspaces)
    .innerJoin(members, eq(members.organizationId, workspaces.id))
    .where(inArray(workspaces.id, mine))
    .groupBy(workspaces.id, workspaces.name)
    .orderBy(asc(workspaces.name));
}

type WorkspaceRow = Awaited<ReturnType<typeof workspacesOf>>[number];

const nameOf = ({ id, name }: WorkspaceRow): WorkspaceName => ({ id, name });

/**
 * What deleting the account would do: refused while the user is the only Owner of a workspace with other members
 * (the last-Owner rule of docs/decisions/010), and which workspaces, where they are alone, go with it.
 */
function planOf(rows: WorkspaceRow[]): DeletionPreview {
  return {
    blockers: rows
      .filter((row) => row.role === 'owner' && row.ownerCount <= 1 && row.memberCount > 1)
      .map(nameOf),
    deletedWithAccount: rows.filter((row) => row.memberCount <= 1).map(nameOf),
  };
}

export async function deletionPreview(db: Db, userId: string): Promise<DeletionPreview> {
  return planOf(await workspacesOf(db, userId, false));
}

export const soleOwnerError = (blockers: WorkspaceName[]) =>
  new ApiError(409, 'sole_owner', securityMessages.deletion.blocked(blockers.map((w) => w.name).join(', ')));

type Holder = { id: string; email: string; name: string; image?: string | null };

/**
 * Deletes the account in one transaction: its sole-member workspaces, its feedback, its avatar, its pending codes
 * and trusted devices, then the user row, whose sessions, sign-in methods, memberships, settings and devices
 * cascade. The confirmation mail is queued in the same transaction, in the language the user chose.
 */
export async function deleteAccount(db: Db, store: ObjectStore, user: Holder, appUrl: string): Promise<void> {
  const reader = await readerOf(db, user.email);
  const files: ObjectRef[] = [];
  await db.transaction(async (tx) => {
    const plan = planOf(await workspacesOf(tx, user.id, true));
    if (plan.blockers.length > 0) throw soleOwnerError(plan.blockers);
    for (const workspace of plan.deletedWithAccount) {
      files.push(...(await deleteWorkspace(tx as unknown as Db, workspace.id)));
    }
    await removeTraces(tx, user.id);
    const [deleted] = await tx.delete(users).where(eq(users.id, user.id)).returning({ image: users.image });
    const avatar = objectNameIn('user-avatars', deleted?.image);
    if (avatar) files.push({ bucket: 'user-avatars', name: avatar });
    await queueReaderMail(
      tx,
      user.email,
      'account-deleted',
      ({ timeZone }) =>
        accountDeletedMail({
          name: user.name,
          when: new Date(),
          timeZone,
          homeUrl: `${appUrl}${paths.home}`,
        }),
      reader,
    );
  });
  // The files go once the rows pointing at them are gone for good.
  await deleteObjects(store, files);
}

/** What is the user's but not tied to their row by a foreign key. */
async function removeTraces(tx: Tx, userId: string) {
  await tx.delete(feedback).where(eq(feedback.userId, userId));
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), like(verifications.identifier, `email-code-%-${userId}`)));
}
