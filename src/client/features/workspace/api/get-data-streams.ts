import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';

/** The integration slugs (src/shared/integrations.ts) the active workspace has connected. */
export const getDataStreams = async (signal?: AbortSignal) =>
  (await apiRequest<{ dataStreams: string[] }>('/api/workspace/data-streams', { signal })).dataStreams;

export const dataStreamsQueryKey = ['workspace', 'data-streams'] as const;

export const dataStreamsQueryOptions = () =>
  queryOptions({ queryKey: dataStreamsQueryKey, queryFn: ({ signal }) => getDataStreams(signal) });

export const useDataStreams = () => useQuery(dataStreamsQueryOptions());
