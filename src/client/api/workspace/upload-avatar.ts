import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/lib/query-keys';
import type { ActiveWorkspace } from '@/shared/workspace';

/** Uploads the workspace's picture as multipart form data (the one API call that is not JSON). */
export async function uploadWorkspaceAvatar(file: File): Promise<ActiveWorkspace> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/workspace/avatar', { method: 'PUT', body, credentials: 'same-origin' });
  const data = (await response.json().catch(() => null)) as {
    workspace?: ActiveWorkspace;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok || !data?.workspace) {
    throw new ApiRequestError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? response.statusText,
    );
  }
  return data.workspace;
}

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
