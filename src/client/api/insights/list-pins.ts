import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { PinnedItem } from '@/shared/insights';

/** The workspace's pinned insights and answers, newest first (every member may read them). */
export const listPins = async (signal?: AbortSignal) =>
  (await apiRequest<{ pins: PinnedItem[] }>('/api/workspace/pins', { signal })).pins;

export const pinsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pins, queryFn: ({ signal }) => listPins(signal) });

/** The pinned insights: Home's list, and the pinned state of a dataset page's cards. */
export const usePins = () => useQuery(pinsQueryOptions());
