import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { invitationMessages } from '../../../shared/i18n/messages/invitations';
import {
  maxMembersPerWorkspace,
  type InvitationPreview,
  type WorkspaceSummary,
} from '../../../shared/workspace';
import { maskEmail } from '../../../shared/workspace';
import type { Db } from '../../db/client';
import { invitations, members, users, workspaces } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { invitationNotFound, isExpired } from './invitations';
import { lockWorkspace, type Tx } from './lock-workspace';

/** The invitee's side of invitations (docs/product.md#behaviour): what the link shows, accepting, declining. */

type Invitee = { id: string; email: string };

async function findInvitation(db: Db | Tx, invitationId: string) {
  const [invitation] = await db
    .select({
      id: invitations.id,
      workspaceId: invitations.organizationId,
      email: invitations.email,
      role: invitations.role,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(eq(invitations.id, invitationId));
  return invitation;
}

/**
 * What the link's page may show, and whether it is for the signed-in caller with `callerEmail`; undefined for
 * an unknown, revoked or declined invitation.
 */
export async function previewInvitation(
  db: Db,
  invitationId: string,
  linkId: string,
  callerEmail?: string,
): Promise<InvitationPreview | undefined> {
  const [row] = await db
    .select({
      email: invitations.email,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      workspaceName: workspaces.name,
      inviterName: users.name,
    })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.organizationId))
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(eq(invitations.id, invitationId));
  if (!row || (row.status !== 'pending' && row.status !== 'accepted')) return undefined;
  const status = row.status === 'accepted' ? 'accepted' : isExpired(row.expiresAt) ? 'expired' : 'pending';
  return {
    id: linkId,
    workspaceName: row.workspaceName,
    inviterName: row.inviterName,
    maskedEmail: maskEmail(row.email),
    status,
    expiresAt: row.expiresAt.toISOString(),
    ...(callerEmail === undefined ? {} : { forSignedInUser: row.email === callerEmail.toLowerCase() }),
  };
}

/** The invitation, if it is the invitee's to answer: 404 when unusable, 403 for another address. */
async function invitationOf(db: Db | Tx, invitationId: string, invitee: Invitee, statuses: string[]) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation || !statuses.includes(invitation.status)) throw invitationNotFound();
  if (invitation.email !== invitee.email.toLowerCase()) {
    throw new ApiError(403, 'wrong_account', invitationMessages.wrongAccount);
  }
  return invitation;
}

async function workspaceSummary(db: Db | Tx, workspaceId: string): Promise<WorkspaceSummary> {
  const [workspace] = await db
    .select({ id: workspaces.id, name: workspaces.name, avatarUrl: workspaces.logo })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return workspace!;
}

/**
 * Joins the invitee to the invitation's workspace with its role and marks it accepted. An invitee who is a
 * member already is answered with the workspace and keeps their role.
 */
export async function acceptInvitation(
  db: Db,
  invitationId: string,
  invitee: Invitee,
): Promise<WorkspaceSummary> {
  const { workspaceId } = await invitationOf(db, invitationId, invitee, ['pending', 'accepted']);
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    // Read again under the lock: a concurrent accept or revoke may have changed it.
    const invitation = await invitationOf(tx, invitationId, invitee, ['pending', 'accepted']);
    const [membership] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, workspaceId), eq(members.userId, invitee.id)));
    if (!membership && invitation.status !== 'pending') throw invitationNotFound();
    if (!membership) {
      if (isExpired(invitation.expiresAt))
        throw new ApiError(410, 'invitation_expired', invitationMessages.expired);
      const memberCount = await tx.$count(members, eq(members.organizationId, workspaceId));
      if (memberCount >= maxMembersPerWorkspace) {
        throw new ApiError(409, 'workspace_full', invitationMessages.workspaceFull(maxMembersPerWorkspace));
      }
      await tx.insert(members).values({
        id: randomUUID(),
        organizationId: workspaceId,
        userId: invitee.id,
        role: invitation.role ?? 'collaborator',
      });
    }
    await tx
      .update(invitations)
      .set({ status: 'accepted' })
      .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
    return workspaceSummary(tx, workspaceId);
  });
}

/** Declines a pending invitation (expired or not) sent to the invitee. */
export async function declineInvitation(db: Db, invitationId: string, invitee: Invitee) {
  const invitation = await invitationOf(db, invitationId, invitee, ['pending']);
  await db
    .update(invitations)
    .set({ status: 'rejected' })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
}

/**
 * The invitation a sign-up names, when it can make the new account a member at once: pending, unexpired,
 * sent to this very address, which has no account yet.
 */
export async function invitationForSignUp(db: Db, invitationId: string, email: string) {
  const invitation = await findInvitation(db, invitationId);
  if (!invitation || invitation.status !== 'pending' || isExpired(invitation.expiresAt)) return undefined;
  if (invitation.email !== email) return undefined;
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account ? undefined : invitation;
}
