import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { SavedModelSummary } from '@/shared/models';

export type TrainModelInput = { datasetId: string; name: string; target: string };

/** Saves a model for the team: the server trains it again from the stored file, as a job (202, `queued`). */
export const trainModel = async ({ datasetId, name, target }: TrainModelInput) =>
  (
    await apiRequest<{ model: SavedModelSummary }>(
      `/api/workspace/datasets/${encodeURIComponent(datasetId)}/models`,
      { method: 'POST', body: { name, target } },
    )
  ).model;

export function useTrainModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trainModel,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.models]),
  });
}
