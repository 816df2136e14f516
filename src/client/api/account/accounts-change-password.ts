import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

export type ChangePasswordRequest = { currentPassword: string; newPassword: string };

/** better-auth's change, behind our limits: other sessions are signed out and the owner is emailed. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.account.sessions]),
  });
};
