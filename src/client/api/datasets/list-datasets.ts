import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DatasetSummary } from '@/shared/datasets';

/** Every dataset saved in the active workspace, newest first. */
export const listDatasets = async (signal?: AbortSignal) =>
  (await apiRequest<{ datasets: DatasetSummary[] }>('/api/workspace/datasets', { signal })).datasets;

export const datasetsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.datasets, queryFn: ({ signal }) => listDatasets(signal) });

export const useDatasets = () => useQuery(datasetsQueryOptions());
