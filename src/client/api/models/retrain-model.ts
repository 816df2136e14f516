import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { SavedModelSummary } from '@/shared/models';

/** Trains a saved model again on its dataset's current rows: the server queues its job (202, `queued`). */
export const retrainModel = async (id: string) =>
  (
    await apiRequest<{ model: SavedModelSummary }>(
      `/api/workspace/models/${encodeURIComponent(id)}/retrain`,
      {
        method: 'POST',
      },
    )
  ).model;

/** Every list and the model's own page are read again (and polled while it trains). */
export function useRetrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrainModel,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.models]),
  });
}
