import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { AppConnectionState } from '@/shared/preferences';

/** Every app of the catalogue (`personalApps`) with whether the signed-in user connected it. */
export const listApps = async (signal?: AbortSignal) =>
  (await apiRequest<{ apps: AppConnectionState[] }>('/api/preferences/apps', { signal })).apps;

export const appsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.apps, queryFn: ({ signal }) => listApps(signal) });

export const useApps = () => useQuery(appsQueryOptions());
