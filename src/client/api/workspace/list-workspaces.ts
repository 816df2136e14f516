import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { WorkspaceListEntry } from '@/shared/workspace';

export const listWorkspaces = async (signal?: AbortSignal) =>
  (await apiRequest<{ workspaces: WorkspaceListEntry[] }>('/api/workspaces', { signal })).workspaces;

/** Every workspace the user belongs to, the active one marked. */
export const useWorkspaces = () =>
  useQuery(queryOptions({ queryKey: queryKeys.workspaces, queryFn: ({ signal }) => listWorkspaces(signal) }));
