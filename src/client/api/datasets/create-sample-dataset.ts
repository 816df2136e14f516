import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { DatasetSummary } from '@/shared/datasets';

/** Saves the sample sales dataset the project ships into the active workspace, as an upload would. */
export const createSampleDataset = async (): Promise<DatasetSummary> =>
  (await apiRequest<{ dataset: DatasetSummary }>('/api/workspace/datasets/sample', { method: 'POST' }))
    .dataset;

export function useCreateSampleDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
