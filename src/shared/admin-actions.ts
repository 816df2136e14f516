import type { AdminUserRow } from './admin';

/**
 * Who may do what to an account from the admin pages: one set of rules for the buttons the UI offers and for
 * the service that enforces them (docs/decisions/016-admin-dashboard.md).
 */
export const adminUserActions = ['ban', 'unban', 'revoke-sessions', 'grant-admin', 'revoke-admin'] as const;
export type AdminUserAction = (typeof adminUserActions)[number];

/** Why an action is refused; each is also the code of the API's error. */
export type AdminRefusal = 'self' | 'target_is_admin' | 'managed_by_config' | 'target_banned';

export type AdminActionActor = { id: string };
export type AdminActionTarget = Pick<AdminUserRow, 'id' | 'role' | 'banned' | 'managedByConfig'>;

/**
 * The rule that refuses this action, if any. Nobody bans, signs out or demotes themselves; an admin is demoted
 * before being banned, and unbanned before being made an admin; an ADMIN_EMAILS admin is the configuration's
 * (another admin could otherwise keep them signed out in a loop). The last-admin guard needs the database and
 * stays in the service.
 */
export function adminRefusal(
  actor: AdminActionActor,
  target: AdminActionTarget,
  action: AdminUserAction,
): AdminRefusal | undefined {
  const self = actor.id === target.id;
  switch (action) {
    case 'ban':
      if (self) return 'self';
      return target.role === 'admin' ? 'target_is_admin' : undefined;
    case 'unban':
      return undefined;
    case 'revoke-sessions':
      if (self) return 'self';
      return target.managedByConfig ? 'managed_by_config' : undefined;
    case 'grant-admin':
      return target.banned ? 'target_banned' : undefined;
    case 'revoke-admin':
      if (target.managedByConfig) return 'managed_by_config';
      return self ? 'self' : undefined;
  }
}

/** Whether the action would change anything: the UI offers no ban to the banned, no unban to the others. */
const changes = (target: AdminActionTarget, action: AdminUserAction): boolean => {
  switch (action) {
    case 'ban':
      return !target.banned;
    case 'unban':
      return target.banned;
    case 'revoke-sessions':
      return true;
    case 'grant-admin':
      return target.role !== 'admin';
    case 'revoke-admin':
      return target.role === 'admin';
  }
};

/** The actions the admin pages offer on this account: allowed, and changing something. */
export const adminActionsFor = (actor: AdminActionActor, target: AdminActionTarget): AdminUserAction[] =>
  adminUserActions.filter(
    (action) => changes(target, action) && adminRefusal(actor, target, action) === undefined,
  );
