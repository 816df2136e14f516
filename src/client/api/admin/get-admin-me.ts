import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminMe } from '@/shared/admin';

export const getAdminMe = (signal?: AbortSignal) => apiRequest<AdminMe>('/api/admin/me', { signal });

/** The gate: answers for an admin with two-factor on; a 403 says which of the two is missing. */
export const useAdminMe = () =>
  useQuery({ queryKey: queryKeys.admin.me, queryFn: ({ signal }) => getAdminMe(signal), retry: false });
