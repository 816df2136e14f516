import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DatasetDetail } from '@/shared/datasets';

/** One saved dataset: its profile and first rows. */
export const getDataset = async (id: string, signal?: AbortSignal) =>
  (
    await apiRequest<{ dataset: DatasetDetail }>(`/api/workspace/datasets/${encodeURIComponent(id)}`, {
      signal,
    })
  ).dataset;

export const datasetQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.dataset(id), queryFn: ({ signal }) => getDataset(id, signal) });

export const useDataset = (id: string | undefined) =>
  useQuery({ ...datasetQueryOptions(id ?? ''), enabled: id !== undefined });

/** Where the original file is downloaded from. */
export const datasetFileUrl = (id: string) => `/api/workspace/datasets/${encodeURIComponent(id)}/file`;
