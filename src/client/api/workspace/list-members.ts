import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { MemberFilters, MemberPage } from '@/shared/workspace';

/** One page of the active workspace's members, filtered on the server. */
export const listMembers = (filters: MemberFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  );
  return apiRequest<MemberPage>(`/api/workspace/members?${query}`, { signal });
};

export const membersQueryOptions = (filters: MemberFilters) =>
  queryOptions({
    queryKey: queryKeys.memberList(filters),
    queryFn: ({ signal }) => listMembers(filters, signal),
    // Changing a filter keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMembers = (filters: MemberFilters) => useQuery(membersQueryOptions(filters));
