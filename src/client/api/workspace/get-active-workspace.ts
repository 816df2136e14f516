import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { ActiveWorkspace } from '@/shared/workspace';

export const getActiveWorkspace = async (signal?: AbortSignal) =>
  (await apiRequest<{ workspace: ActiveWorkspace }>('/api/workspace', { signal })).workspace;

export const activeWorkspaceQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.workspace, queryFn: ({ signal }) => getActiveWorkspace(signal) });

/** The workspace the user works in now, with their role and what it allows. */
export const useActiveWorkspace = () => useQuery(activeWorkspaceQueryOptions());
