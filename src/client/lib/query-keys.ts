/** Every server-state cache key in one place, so a change in one feature can refresh what another shows. */
export const queryKeys = {
  profile: ['profile'] as const,
  workspace: ['workspace'] as const,
  workspaces: ['workspaces'] as const,
  members: ['workspace', 'members'] as const,
  invitations: ['workspace', 'invitations'] as const,
  dataStreams: ['workspace', 'data-streams'] as const,
};
