import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/client/features/profile/api/get-profile';
import { apiRequest } from '@/client/lib/api-client';

export type Workspace = { id: string; name: string };

/** Renames the active workspace; only its Owners and Admins may. */
export const updateWorkspace = async (input: { name: string }) =>
  (await apiRequest<{ workspace: Workspace }>('/api/workspace', { method: 'PATCH', body: input })).workspace;

/** The profile carries the workspace's name, so it is refetched after a rename. */
export const useUpdateWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
};
