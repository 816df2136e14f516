import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';

export const deleteModel = (id: string) =>
  apiRequest<null>(`/api/workspace/models/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Every list is read again; the deleted model's own page is not (it would only be answered 404). */
export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: (_, id) =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.models,
        predicate: (query) => !(query.queryKey[2] === 'model' && query.queryKey[3] === id),
      }),
  });
}
