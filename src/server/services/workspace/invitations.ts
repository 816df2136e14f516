import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { invitationMessages } from '../../../shared/i18n/messages/invitations';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import { grantableRoles, type WorkspaceRole } from '../../../shared/permissions';
import {
  invitationLifetimeDays,
  invitedEmailSchema,
  maxMembersPerWorkspace,
  maxPendingInvitations,
  type InvitationOutcome,
  type PendingInvitation,
} from '../../../shared/workspace';
import type { Db } from '../../db/client';
import { lockWorkspace, type Tx } from './lock-workspace';
import { invitations, members, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';

/**
 * The inviter's side of invitations (docs/product.md#behaviour): rows in `invitations`, written here rather
 * than through better-auth's organization endpoints, which stay closed (docs/decisions/010).
 */

/** An invitation to email (again) once its change is committed. */
export type InvitationToMail = { id: string; email: string; role: WorkspaceRole };

/** Who is inviting: their user id and their role in the workspace, read from the database. */
export type Inviter = { userId: string; role: WorkspaceRole };

/** An address as typed, trimmed, lowercased and checked on its own. */
export type TypedAddress = { email: string; valid: true } | { email: string; valid: false; message: string };

const dayMs = 24 * 60 * 60 * 1000;

export const freshExpiry = () => new Date(Date.now() + invitationLifetimeDays * dayMs);

export const isExpired = (expiresAt: Date) => expiresAt.getTime() <= Date.now();

export const invitationNotFound = () =>
  new ApiError(404, 'invitation_not_found', invitationMessages.notFound);

/** Every address checked on its own, so one bad address never fails the batch; duplicates collapse. */
export function sortAddresses(typed: string[]): TypedAddress[] {
  const sorted = new Map<string, TypedAddress>();
  for (const raw of typed) {
    const parsed = invitedEmailSchema.safeParse(raw);
    const address: TypedAddress = parsed.success
      ? { email: parsed.data, valid: true }
      : { email: raw.trim(), valid: false, message: parsed.error.issues[0]!.message };
    if (!sorted.has(address.email)) sorted.set(address.email, address);
  }
  return [...sorted.values()];
}

const pendingIn = (workspaceId: string) =>
  and(eq(invitations.organizationId, workspaceId), eq(invitations.status, 'pending'));

const mayGrant = (inviter: Inviter, role: WorkspaceRole | null) =>
  grantableRoles(inviter.role).includes(role ?? 'collaborator');

/** Pending invitations of the workspace (expired ones too, until revoked or renewed), newest first; or one. */
export async function listPendingInvitations(
  db: Db,
  workspaceId: string,
  onlyId?: string,
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.name,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.inviterId))
    .where(and(pendingIn(workspaceId), onlyId ? eq(invitations.id, onlyId) : undefined))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map((row) => ({
    ...row,
    role: row.role ?? 'collaborator',
    expiresAt: row.expiresAt.toISOString(),
    expired: isExpired(row.expiresAt),
  }));
}

/** Why one more pending invitation would break a cap (docs/product.md#constants), if it would. */
function capRefusal(memberCount: number, pendingCount: number): string | undefined {
  const { pendingCapReached, memberCapReached } = invitationMessages;
  if (pendingCount + 1 > maxPendingInvitations) return pendingCapReached(maxPendingInvitations);
  if (memberCount + pendingCount + 1 > maxMembersPerWorkspace)
    return memberCapReached(maxMembersPerWorkspace);
  return undefined;
}

async function memberEmailsAmong(tx: Tx, workspaceId: string, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await tx
    .select({ email: users.email })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, workspaceId), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

async function pendingTo(tx: Tx, workspaceId: string, emails: string[]) {
  if (emails.length === 0) return [];
  return tx
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(and(pendingIn(workspaceId), inArray(invitations.email, emails)))
    .orderBy(desc(invitations.createdAt));
}

/**
 * Invites each address with the role: a pending, unexpired invitation is renewed (same id, 7 fresh days, the
 * new role) and mailed again; otherwise a new one is made, replacing an expired one, unless a cap is reached.
 * The caller has checked that the inviter may grant the role.
 */
export async function inviteAddresses(
  db: Db,
  workspaceId: string,
  inviter: Inviter,
  role: WorkspaceRole,
  addresses: TypedAddress[],
): Promise<{ outcomes: InvitationOutcome[]; toMail: InvitationToMail[] }> {
  const emails = addresses.flatMap((address) => (address.valid ? [address.email] : []));
  return db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const memberEmails = await memberEmailsAmong(tx, workspaceId, emails);
    const pending = await pendingTo(tx, workspaceId, emails);
    const memberCount = await tx.$count(members, eq(members.organizationId, workspaceId));
    let pendingCount = await tx.$count(invitations, pendingIn(workspaceId));
    const outcomes: InvitationOutcome[] = [];
    const toMail: InvitationToMail[] = [];
    for (const address of addresses) {
      const { email } = address;
      if (!address.valid) {
        outcomes.push({ email, status: 'invalid', message: address.message });
        continue;
      }
      if (memberEmails.has(email)) {
        outcomes.push({ email, status: 'already-member', message: invitationMessages.alreadyMember });
        continue;
      }
      const earlier = pending.filter((invitation) => invitation.email === email);
      const live = earlier.find((invitation) => !isExpired(invitation.expiresAt));
      // Renewing or replacing an invitation acts on its role: only within the inviter's rank (an Admin may not
      // cancel an expired Owner invitation by inviting the address again).
      if (earlier.some((invitation) => !mayGrant(inviter, invitation.role))) {
        outcomes.push({ email, status: 'refused', message: workspaceMessages.forbidden });
        continue;
      }
      if (live) {
        await tx
          .update(invitations)
          .set({ expiresAt: freshExpiry(), role, inviterId: inviter.userId })
          .where(eq(invitations.id, live.id));
        outcomes.push({ email, status: 'resent' });
        toMail.push({ id: live.id, email, role });
        continue;
      }
      // Expired invitations to the address are replaced by the new one, so they free their place.
      const refusal = capRefusal(memberCount, pendingCount - earlier.length);
      if (refusal) {
        outcomes.push({ email, status: 'refused', message: refusal });
        continue;
      }
      if (earlier.length > 0) {
        const ids = earlier.map((invitation) => invitation.id);
        await tx.update(invitations).set({ status: 'canceled' }).where(inArray(invitations.id, ids));
      }
      const id = randomUUID();
      await tx.insert(invitations).values({
        id,
        organizationId: workspaceId,
        email,
        role,
        status: 'pending',
        expiresAt: freshExpiry(),
        inviterId: inviter.userId,
      });
      pendingCount += 1 - earlier.length;
      outcomes.push({ email, status: 'sent' });
      toMail.push({ id, email, role });
    }
    return { outcomes, toMail };
  });
}

/** A pending invitation (expired or not) of this workspace that the inviter may act on; 404 or 403 otherwise. */
async function pendingInvitationFor(db: Db, workspaceId: string, invitationId: string, inviter: Inviter) {
  const [invitation] = await db
    .select({ id: invitations.id, email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(and(eq(invitations.id, invitationId), pendingIn(workspaceId)));
  if (!invitation) throw invitationNotFound();
  if (!mayGrant(inviter, invitation.role)) throw new ApiError(403, 'forbidden', workspaceMessages.forbidden);
  return { ...invitation, role: invitation.role ?? 'collaborator' };
}

/**
 * Gives the invitation 7 fresh days under the same id (and link); answers it as the People page lists it, and
 * what to mail again.
 */
export async function renewInvitation(db: Db, workspaceId: string, invitationId: string, inviter: Inviter) {
  const invitation = await pendingInvitationFor(db, workspaceId, invitationId, inviter);
  await db
    .update(invitations)
    .set({ expiresAt: freshExpiry(), inviterId: inviter.userId })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
  const [renewed] = await listPendingInvitations(db, workspaceId, invitation.id);
  if (!renewed) throw invitationNotFound();
  return { renewed, toMail: invitation };
}

/** Revokes a pending invitation: its link stops working at once. */
export async function revokeInvitation(db: Db, workspaceId: string, invitationId: string, inviter: Inviter) {
  const invitation = await pendingInvitationFor(db, workspaceId, invitationId, inviter);
  await db
    .update(invitations)
    .set({ status: 'canceled' })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.status, 'pending')));
}
