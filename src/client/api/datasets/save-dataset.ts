import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fileForm } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { ImportChoices } from '@/shared/data/profile/types';
import type { DatasetDetail } from '@/shared/datasets';

export type SaveDatasetInput = { file: Blob; fileName: string; name: string; choices?: ImportChoices };

/**
 * Sends the original file, its name and the import choices the user made; the server reads and profiles it
 * again itself with those choices (it never takes the browser's profile).
 */
export async function saveDataset({
  file,
  fileName,
  name,
  choices,
}: SaveDatasetInput): Promise<DatasetDetail> {
  const body = fileForm(file, fileName);
  body.append('name', name);
  if (choices && Object.keys(choices).length > 0) body.append('choices', JSON.stringify(choices));
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
