import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { refreshQueries } from '@/client/api/query-keys';
import type { WorkspaceListEntry } from '@/shared/workspace';

export const createWorkspace = async (input: { name: string }) =>
  (
    await apiRequest<{ workspaces: WorkspaceListEntry[] }>('/api/workspaces', {
      method: 'POST',
      body: input,
    })
  ).workspaces;

/** Creates a workspace owned by the user, which becomes the active one: everything on screen is read again. */
export const useCreateWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () => refreshQueries(queryClient),
  });
};
