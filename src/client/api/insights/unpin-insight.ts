import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

/** Takes a pin off Home: its pinner, Admins and Owners may. */
export const unpinInsight = (pinId: string) =>
  apiRequest<null>(`/api/workspace/pins/${encodeURIComponent(pinId)}`, { method: 'DELETE' });

export function useUnpinInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpinInsight,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.pins]),
  });
}
