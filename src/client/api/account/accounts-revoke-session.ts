import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

export const revokeSession = (id: string) =>
  apiRequest<{ revoked: number }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useRevokeSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => refreshQueries(queryClient, [queryKeys.account.sessions]),
  });
};
