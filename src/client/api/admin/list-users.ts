import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminUserDetail, AdminUserFilters, AdminUserRow, Paged } from '@/shared/admin';
import { adminKeys, filterQuery } from './keys';

export const useAdminUsers = (filters: AdminUserFilters) =>
  useQuery({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<AdminUserRow>>(`/api/admin/users?${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: adminKeys.user(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ user: AdminUserDetail }>(`/api/admin/users/${encodeURIComponent(id)}`, { signal }))
        .user,
  });
