import type { QueryClient } from '@tanstack/react-query';
import type { AdminUserFilters, AuditFilters, FeedbackFilters } from '@/shared/admin';
import type { MemberFilters } from '@/shared/workspace';

/**
 * Every server-state cache key in one place (lint keeps inline `queryKey` arrays out of the rest of the client),
 * so a change in one feature can refresh what another shows. A key under another's prefix is refreshed with it.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  workspace: ['workspace'] as const,
  workspaces: ['workspaces'] as const,
  members: ['workspace', 'members'] as const,
  memberList: (filters: MemberFilters) => ['workspace', 'members', filters] as const,
  invitations: ['workspace', 'invitations'] as const,
  dataStreams: ['workspace', 'data-streams'] as const,
  /** Under dataStreams, so a change to a stream refreshes the cards too. */
  streams: ['workspace', 'data-streams', 'streams'] as const,
  stream: (id: string) => ['workspace', 'data-streams', 'streams', id] as const,
  datasets: ['workspace', 'datasets'] as const,
  dataset: (id: string) => ['workspace', 'datasets', id] as const,
  /** The workspace's pinned insights (Home, and the pin buttons of a dataset's page). */
  pins: ['workspace', 'pins'] as const,
  /** Saved models: every list (all, or a dataset's) and each model sit under `models`. */
  models: ['workspace', 'models'] as const,
  modelList: (datasetId?: string) => ['workspace', 'models', 'list', datasetId ?? null] as const,
  model: (id: string) => ['workspace', 'models', 'model', id] as const,
  billing: ['workspace', 'billing'] as const,
  /** The workspace's API keys (Owners and Admins). */
  apiKeys: ['workspace', 'api-keys'] as const,
  checklist: ['workspace', 'checklist'] as const,
  /** The description of every /api route (the API reference page). */
  apiDocument: ['api-document'] as const,
  /** An invitation link as seen by this visitor (signed out, or a given account). */
  invitation: (id: string, userId: string | undefined) => ['invitation', id, userId ?? null] as const,
  preferences: ['preferences'] as const,
  apps: ['preferences', 'apps'] as const,
  earlyAccess: ['preferences', 'early-access'] as const,
  /** The Accounts screen's keys, under one root so a change can refresh them together. */
  account: {
    all: ['account'] as const,
    permissions: ['account', 'permissions'] as const,
    signInMethods: ['account', 'sign-in-methods'] as const,
    sessions: ['account', 'sessions'] as const,
    twoFactor: ['account', 'two-factor'] as const,
    deletion: ['account', 'deletion'] as const,
  },
  /** The admin dashboard's keys; every admin change refreshes everything under `all`. */
  admin: {
    all: ['admin'] as const,
    me: ['admin', 'me'] as const,
    overview: ['admin', 'overview'] as const,
    signUps: (days: number) => ['admin', 'sign-ups', days] as const,
    users: (filters: AdminUserFilters) => ['admin', 'users', filters] as const,
    user: (id: string) => ['admin', 'user', id] as const,
    feedback: (filters: FeedbackFilters) => ['admin', 'feedback', filters] as const,
    audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
  },
};

/**
 * Marks these queries stale and refetches them, without making the mutation wait: a mutation's own callbacks
 * (its toasts) must run even when the refetched data removes the component that started it.
 */
export function refreshQueries(queryClient: QueryClient, keys?: readonly (readonly unknown[])[]): void {
  if (!keys) void queryClient.invalidateQueries();
  else for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
