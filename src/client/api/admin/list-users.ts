import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminUserDetail, AdminUserFilters, AdminUserRow } from '@/shared/admin';
import { filterQuery } from './filter-query';
import type { Paged } from '@/shared/paged';

export const useAdminUsers = (filters: AdminUserFilters) =>
  useQuery({
    queryKey: queryKeys.admin.users(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<AdminUserRow>>(`/api/admin/users?${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.user(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ user: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }))
        .user,
  });
