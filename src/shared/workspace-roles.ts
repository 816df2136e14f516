/** DESIGN §4 and SPEC §6: a workspace member's role. */
export const workspaceRoles = ['owner', 'admin', 'editor', 'collaborator'] as const;
export type WorkspaceRole = (typeof workspaceRoles)[number];

/** Roles that may manage the workspace itself: its name, avatar, members and invitations. */
export const workspaceManagerRoles: readonly WorkspaceRole[] = ['owner', 'admin'];
