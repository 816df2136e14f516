import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema/index';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Serialises the workspace's capped changes (invitations, members, keys, streams, models, pins) until commit, so
 * concurrent requests cannot pass a cap together. `no key update` still lets rows that only reference the workspace
 * be written meanwhile.
 */
export async function lockWorkspace(tx: Tx, workspaceId: string) {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('no key update');
}
