import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { EarlyAccessState } from '@/shared/preferences';

const path = '/api/preferences/early-access';

export const getEarlyAccess = async (signal?: AbortSignal) =>
  (await apiRequest<{ earlyAccess: EarlyAccessState }>(path, { signal })).earlyAccess;

export const earlyAccessQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.earlyAccess, queryFn: ({ signal }) => getEarlyAccess(signal) });

export const useEarlyAccess = () => useQuery(earlyAccessQueryOptions());

/** Joins (`true`) or leaves (`false`) the early-access programme. */
export const setEarlyAccess = async (join: boolean) =>
  (await apiRequest<{ earlyAccess: EarlyAccessState }>(path, { method: join ? 'POST' : 'DELETE' }))
    .earlyAccess;

export const useSetEarlyAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEarlyAccess,
    onSuccess: (state) => queryClient.setQueryData(queryKeys.earlyAccess, state),
  });
};
