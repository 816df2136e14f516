import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { DatasetDetail } from '@/shared/datasets';

/** 'Try with sample data': the server saves its shipped sample sales dataset in the active workspace. */
export async function createSampleDataset(): Promise<DatasetDetail> {
  return (await apiRequest<{ dataset: DatasetDetail }>('/api/workspace/datasets/sample', { method: 'POST' }))
    .dataset;
}

export function useCreateSampleDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
