import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminOverview, SignUpDay } from '@/shared/admin';

export const useAdminOverview = () =>
  useQuery({
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => apiRequest<AdminOverview>('/api/admin/overview', { signal }),
  });

export const useSignUps = (days: number) =>
  useQuery({
    queryKey: queryKeys.admin.signUps(days),
    queryFn: ({ signal }) =>
      apiRequest<{ days: number; series: SignUpDay[] }>(`/api/admin/sign-ups?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
