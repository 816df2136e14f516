import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

export const revokeOtherSessions = () =>
  apiRequest<{ revoked: number }>('/api/account/sessions/revoke-others', { method: 'POST', body: {} });

export const useRevokeOtherSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => refreshQueries(queryClient, [queryKeys.account.sessions]),
  });
};
