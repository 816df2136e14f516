import { randomUUID } from 'node:crypto';
import { workspaceDisplayName } from '../../../shared/workspace';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../mail/outbox';
import { members, workspaces } from '../../db/schema/index';

const slugFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'workspace'
  }-${randomUUID().slice(0, 8)}`;

/** Every new account gets its own workspace, with the new user as its Owner, named by the shared rule. */
export async function createPersonalWorkspace(db: Db, user: { id: string; email: string }) {
  return createOwnedWorkspace(db, user.id, workspaceDisplayName(null, user.email));
}

/** A new workspace with this user as its only member and Owner; answers its id. */
export async function createOwnedWorkspace(db: DbOrTx, userId: string, name: string): Promise<string> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.insert(workspaces).values({ id, name, slug: slugFor(name) });
    await tx.insert(members).values({ id: randomUUID(), organizationId: id, userId, role: 'owner' });
    return id;
  });
}
