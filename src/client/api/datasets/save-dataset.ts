import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fileForm } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { DatasetDetail } from '@/shared/datasets';

export type SaveDatasetInput = { file: Blob; fileName: string; name: string };

/** Sends the original file and its name; the server reads and profiles it itself. */
export async function saveDataset({ file, fileName, name }: SaveDatasetInput): Promise<DatasetDetail> {
  const body = fileForm(file, fileName);
  body.append('name', name);
  return (await apiRequest<{ dataset: DatasetDetail }>('/api/workspace/datasets', { method: 'POST', body }))
    .dataset;
}

export function useSaveDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
