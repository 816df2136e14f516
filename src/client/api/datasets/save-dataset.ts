import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/lib/query-keys';
import type { DatasetDetail } from '@/shared/datasets';

export type SaveDatasetInput = { file: Blob; fileName: string; name: string };

/** Sends the original file and its name; the server reads and profiles it itself. */
export async function saveDataset({ file, fileName, name }: SaveDatasetInput): Promise<DatasetDetail> {
  const body = new FormData();
  body.append('file', file, fileName);
  body.append('name', name);
  const response = await fetch('/api/workspace/datasets', {
    method: 'POST',
    body,
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => null)) as {
    dataset?: DatasetDetail;
    error?: { code?: string; message?: string; field?: string };
  } | null;
  if (!response.ok || !data?.dataset) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiRequestError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? response.statusText,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      data?.error?.field,
    );
  }
  return data.dataset;
}

export function useSaveDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDataset,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.datasets]),
  });
}
