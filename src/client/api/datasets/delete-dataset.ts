import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';

export const deleteDataset = (id: string) =>
  apiRequest<null>(`/api/workspace/datasets/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataset,
    // The list and every other dataset are fetched again; the deleted one is not (its page, still open until
    // it goes back to the list, would only be answered 404).
    onSuccess: (_, id) =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.datasets,
        predicate: (query) => query.queryKey[2] !== id,
      }),
  });
}
