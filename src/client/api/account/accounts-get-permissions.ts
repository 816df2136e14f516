import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountPermissions } from '@/shared/account';

export const getAccountPermissions = async () =>
  (await apiRequest<{ permissions: AccountPermissions }>('/api/account/permissions')).permissions;

export const accountPermissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.account.permissions, queryFn: getAccountPermissions });

export const useAccountPermissions = () => useQuery(accountPermissionsQuery());
