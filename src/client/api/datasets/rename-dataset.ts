import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { DatasetSummary } from '@/shared/datasets';

export type RenameDatasetInput = { id: string; name: string };

/** Renames a saved dataset; Owners, Admins and its uploader may. */
export const renameDataset = async ({ id, name }: RenameDatasetInput) =>
  (
    await apiRequest<{ dataset: DatasetSummary }>(`/api/workspace/datasets/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { name },
    })
  ).dataset;

/** The list and the dataset's page both show the name (the page's key sits under the list's). */
export function useRenameDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
