import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AccountPermissions } from '@/shared/account';
import { accountsKeys } from './accounts-keys';

export const getAccountPermissions = async () =>
  (await apiRequest<{ permissions: AccountPermissions }>('/api/account/permissions')).permissions;

export const accountPermissionsQuery = () =>
  queryOptions({ queryKey: accountsKeys.permissions, queryFn: getAccountPermissions });

export const useAccountPermissions = () => useQuery(accountPermissionsQuery());
