import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DatasetDetail } from '@/shared/datasets';

/** One saved dataset: its profile and first rows. */
export const getDataset = async (id: string, signal?: AbortSignal) =>
  (
    await apiRequest<{ dataset: DatasetDetail }>(`/api/workspace/datasets/${encodeURIComponent(id)}`, {
      signal,
    })
  ).dataset;

/** While a stream's new rows wait for their insights (found on the server's job queue), read again every 2 s. */
const insightsPollMs = 2000;

export const datasetQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.dataset(id),
    queryFn: ({ signal }) => getDataset(id, signal),
    refetchInterval: (query) => (query.state.data?.insightsUpdating ? insightsPollMs : false),
  });

export const useDataset = (id: string | undefined) =>
  useQuery({ ...datasetQueryOptions(id ?? ''), enabled: id !== undefined });

/** Where the original file is downloaded from. */
export const datasetFileUrl = (id: string) => `/api/workspace/datasets/${encodeURIComponent(id)}/file`;

/** The original file's bytes, for the browser to read every row (GET /:id/file, through the one request path). */
export const downloadDatasetFile = async (id: string, signal?: AbortSignal) =>
  (await apiDownload(datasetFileUrl(id), { signal })).blob;
