import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

export const deleteDataset = (id: string) =>
  apiRequest<null>(`/api/workspace/datasets/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
