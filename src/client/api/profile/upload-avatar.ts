import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fileForm } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { Profile } from '@/shared/profile';

/** Uploads the caller's own picture; the server re-encodes it into the user-avatars bucket. */
export const uploadProfileAvatar = async (file: File) =>
  (await apiRequest<{ profile: Profile }>('/api/profile/avatar', { method: 'PUT', body: fileForm(file) }))
    .profile;

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
