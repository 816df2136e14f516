import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { AdminOverview, SignUpDay } from '@/shared/admin';
import { adminKeys } from './keys';

export const useAdminOverview = () =>
  useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => apiRequest<AdminOverview>('/api/admin/overview', { signal }),
  });

export const useSignUps = (days: number) =>
  useQuery({
    queryKey: adminKeys.signUps(days),
    queryFn: ({ signal }) =>
      apiRequest<{ days: number; series: SignUpDay[] }>(`/api/admin/sign-ups?days=${days}`, { signal }),
    placeholderData: keepPreviousData,
  });
