import { and, asc, eq, inArray, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { invitations, members, users, workspaces } from '../../db/schema/index';
import type { DbOrTx } from '../../mail/outbox';

/**
 * docs/decisions/032: at the moment an address is proven by its holder, nobody the unproven account let in keeps
 * a way in. In every workspace the account created (each starts with its creator as its first member) every other
 * membership goes and the holder is its Owner again, whatever a member did to their role meanwhile; anywhere,
 * whoever joined through an invitation the account sent is removed; every pending invitation of those workspaces
 * or from the account is revoked. Runs inside the claim's transaction.
 */
export async function takeBackWorkspaces(tx: DbOrTx, userId: string): Promise<void> {
  const earlier = alias(members, 'earlier');
  const created = (
    await tx
      .select({ id: members.organizationId })
      .from(members)
      .where(
        and(
          eq(members.userId, userId),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.organizationId, members.organizationId),
                  lt(earlier.createdAt, members.createdAt),
                ),
              ),
          ),
        ),
      )
  ).map((row) => row.id);

  // The same lock an invitation's acceptance takes, in one order: an acceptance waits for the claim, then finds
  // its invitation revoked.
  if (created.length > 0) {
    await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, created))
      .orderBy(asc(workspaces.id))
      .for('update');
    await tx
      .update(members)
      .set({ role: 'owner' })
      .where(and(inArray(members.organizationId, created), eq(members.userId, userId)));
    await tx.delete(members).where(and(inArray(members.organizationId, created), ne(members.userId, userId)));
  }

  const joinedThroughTheAccount = await tx
    .select({ id: members.id })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .innerJoin(
      invitations,
      and(eq(invitations.organizationId, members.organizationId), eq(invitations.email, users.email)),
    )
    .where(
      and(eq(invitations.inviterId, userId), eq(invitations.status, 'accepted'), ne(members.userId, userId)),
    );
  if (joinedThroughTheAccount.length > 0) {
    await tx.delete(members).where(
      inArray(
        members.id,
        joinedThroughTheAccount.map((row) => row.id),
      ),
    );
  }

  await tx
    .update(invitations)
    .set({ status: 'canceled' })
    .where(
      and(
        eq(invitations.status, 'pending'),
        created.length > 0
          ? or(eq(invitations.inviterId, userId), inArray(invitations.organizationId, created))
          : eq(invitations.inviterId, userId),
      ),
    );
}
