import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminMe } from '@/shared/admin';
import { adminKeys } from './keys';

export const getAdminMe = (signal?: AbortSignal) => apiRequest<AdminMe>('/api/admin/me', { signal });

/** The gate: answers for an admin with two-factor on; a 403 says which of the two is missing. */
export const useAdminMe = () =>
  useQuery({ queryKey: adminKeys.me, queryFn: ({ signal }) => getAdminMe(signal), retry: false });
