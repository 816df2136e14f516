import type { QueryClient } from '@tanstack/react-query';

/** Every server-state cache key in one place, so a change in one feature can refresh what another shows. */
export const queryKeys = {
  profile: ['profile'] as const,
  workspace: ['workspace'] as const,
  workspaces: ['workspaces'] as const,
  members: ['workspace', 'members'] as const,
  invitations: ['workspace', 'invitations'] as const,
  dataStreams: ['workspace', 'data-streams'] as const,
  datasets: ['workspace', 'datasets'] as const,
  preferences: ['preferences'] as const,
  apps: ['preferences', 'apps'] as const,
  earlyAccess: ['preferences', 'early-access'] as const,
};

/**
 * Marks these queries stale and refetches them, without making the mutation wait: a mutation's own callbacks
 * (its toasts) must run even when the refetched data removes the component that started it.
 */
export function refreshQueries(queryClient: QueryClient, keys?: readonly (readonly unknown[])[]): void {
  if (!keys) void queryClient.invalidateQueries();
  else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
