import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/lib/query-keys';
import { uploadFile } from '@/client/lib/upload-file';
import type { Profile } from '@/shared/profile';

/** Uploads the caller's own picture; the server re-encodes it into the user-avatars bucket. */
export const uploadProfileAvatar = async (file: File) =>
  (await uploadFile<{ profile: Profile }>('/api/profile/avatar', file)).profile;

export const removeProfileAvatar = () => apiRequest<null>('/api/profile/avatar', { method: 'DELETE' });

/** The profile (header, this screen) and the People page show the picture: both are read again. */
const useAvatarMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.profile, queryKeys.members]),
  });
};

export const useUploadProfileAvatar = () => useAvatarMutation(uploadProfileAvatar);
export const useRemoveProfileAvatar = () => useAvatarMutation(removeProfileAvatar);
