import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DataStream } from '@/shared/workspace';

/** Every data stream (src/shared/integrations.ts) with its state in the active workspace. */
export const getDataStreams = async (signal?: AbortSignal) =>
  (await apiRequest<{ dataStreams: DataStream[] }>('/api/workspace/data-streams', { signal })).dataStreams;

export const dataStreamsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.dataStreams, queryFn: ({ signal }) => getDataStreams(signal) });

export const useDataStreams = () => useQuery(dataStreamsQueryOptions());
