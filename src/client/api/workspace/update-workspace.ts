import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

export type Workspace = { id: string; name: string };

/** Renames the active workspace; only its Owners and Admins may. */
export const updateWorkspace = async (input: { name: string }) =>
  (await apiRequest<{ workspace: Workspace }>('/api/workspace', { method: 'PATCH', body: input })).workspace;

/** The profile, the active workspace and the workspace list carry the name, so they are read again. */
export const useUpdateWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: () =>
      refreshQueries(queryClient, [queryKeys.profile, queryKeys.workspace, queryKeys.workspaces]),
  });
};
