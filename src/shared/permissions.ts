/**
 * Workspace roles and what each may do: the one role × action matrix (docs/product.md#roles). The server's
 * `requireWorkspace(action)` enforces it from the database; the UI asks `useCan(action)` only to decide what
 * to show.
 */
export const workspaceRoles = ['owner', 'admin', 'editor', 'collaborator'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

export const workspaceActions = [
  'workspace:update',
  'workspace:delete',
  'member:invite',
  'member:update-role',
  'member:remove',
  'ownership:transfer',
  'billing:manage',
  'data-streams:update',
  'dataset:create',
  'dataset:delete-any',
  'insight:pin',
  'insight:unpin-any',
  'model:train',
  'model:delete-any',
  'api-keys:manage',
] as const;
export type WorkspaceAction = (typeof workspaceActions)[number];

const allowed: Record<WorkspaceAction, readonly WorkspaceRole[]> = {
  'workspace:update': ['owner', 'admin'],
  'workspace:delete': ['owner'],
  'member:invite': ['owner', 'admin'],
  'member:update-role': ['owner', 'admin'],
  'member:remove': ['owner', 'admin'],
  'ownership:transfer': ['owner'],
  'billing:manage': ['owner'],
  'data-streams:update': ['owner', 'admin'],
  // Anyone who edits may save a dataset; its uploader may always delete their own.
  'dataset:create': ['owner', 'admin', 'editor'],
  'dataset:delete-any': ['owner', 'admin'],
  // Pinning puts an insight on every member's Home: those who may save datasets; the pinner may always unpin.
  'insight:pin': ['owner', 'admin', 'editor'],
  'insight:unpin-any': ['owner', 'admin'],
  // Training saves a model for the team (issue 21): those who may save datasets; the trainer may always delete it.
  'model:train': ['owner', 'admin', 'editor'],
  'model:delete-any': ['owner', 'admin'],
  // Workspace API keys reach the workspace's data from outside: Owners and Admins only.
  'api-keys:manage': ['owner', 'admin'],
};

export const can = (role: WorkspaceRole, action: WorkspaceAction): boolean => allowed[action].includes(role);

/** Every action the role may take, for the UI. */
export const permissionsOf = (role: WorkspaceRole): WorkspaceAction[] =>
  workspaceActions.filter((action) => can(role, action));

/** Owner > Admin > Editor > Collaborator. */
export const roleRank: Record<WorkspaceRole, number> = { owner: 4, admin: 3, editor: 2, collaborator: 1 };

/**
 * Rank rules: you act only on members below you, except that an Owner may act on another Owner (so Owners can
 * hand over and step down; the last Owner is protected on the server).
 */
export const mayActOn = (actor: WorkspaceRole, target: WorkspaceRole): boolean =>
  actor === 'owner' || roleRank[actor] > roleRank[target];

/** The roles you may grant: those below your own, and every role for an Owner. */
export const grantableRoles = (actor: WorkspaceRole): WorkspaceRole[] =>
  workspaceRoles.filter((role) => actor === 'owner' || roleRank[role] < roleRank[actor]);

export const isWorkspaceRole = (value: unknown): value is WorkspaceRole =>
  typeof value === 'string' && (workspaceRoles as readonly string[]).includes(value);

/** The actions taken on one member of the workspace. */
export const memberActions = [
  'member:update-role',
  'member:remove',
  'ownership:transfer',
] as const satisfies readonly WorkspaceAction[];
export type MemberAction = (typeof memberActions)[number];

/**
 * Whether a member may take this action on another: the role allows it and the rank rules agree; ownership goes
 * only to someone not yet an Owner. Never on oneself: leaving and handing over are their own flows.
 */
export function canActOnMember(
  actor: WorkspaceRole,
  action: MemberAction,
  target: { role: WorkspaceRole; isYou: boolean },
): boolean {
  if (!can(actor, action) || target.isYou) return false;
  return action === 'ownership:transfer' ? target.role !== 'owner' : mayActOn(actor, target.role);
}
