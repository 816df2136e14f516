import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { refreshQueries } from '@/client/api/query-keys';
import type { WorkspaceListEntry } from '@/shared/workspace';

export const switchWorkspace = async (input: { workspaceId: string }) =>
  (
    await apiRequest<{ workspaces: WorkspaceListEntry[] }>('/api/workspaces/active', {
      method: 'POST',
      body: input,
    })
  ).workspaces;

/** Makes another of the user's workspaces the active one; everything read from the old one is read again. */
export const useSwitchWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: () => refreshQueries(queryClient),
  });
};
