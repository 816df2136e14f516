import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fileForm } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { ActiveWorkspace } from '@/shared/workspace';

/** Uploads the workspace's picture as multipart form data. */
export const uploadWorkspaceAvatar = async (file: File) =>
  (
    await apiRequest<{ workspace: ActiveWorkspace }>('/api/workspace/avatar', {
      method: 'PUT',
      body: fileForm(file),
    })
  ).workspace;

export const removeWorkspaceAvatar = () => apiRequest<null>('/api/workspace/avatar', { method: 'DELETE' });

/** The active workspace and the list both show the avatar, so both are read again after a change. */
const useAvatarMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.workspace, queryKeys.workspaces]),
  });
};

export const useUploadWorkspaceAvatar = () => useAvatarMutation(uploadWorkspaceAvatar);
export const useRemoveWorkspaceAvatar = () => useAvatarMutation(removeWorkspaceAvatar);
