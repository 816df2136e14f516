import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { ProfileUpdateInput } from '@/shared/profile';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { Profile } from './get-profile';

export const updateProfile = async (update: ProfileUpdateInput) =>
  (await apiRequest<{ profile: Profile }>('/api/profile', { method: 'PATCH', body: update })).profile;

/**
 * Saves part of the profile, then refetches it (docs/product.md#behaviour: "After a successful update the profile
 * is refetched"), and the People page, whose rows show the name and links.
 */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.profile, queryKeys.members]),
  });
};
