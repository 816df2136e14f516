import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { BillingOverview } from '@/shared/billing';

export const getBilling = async (signal?: AbortSignal) =>
  (await apiRequest<{ billing: BillingOverview }>('/api/workspace/billing', { signal })).billing;

export const useBilling = () =>
  useQuery(queryOptions({ queryKey: queryKeys.billing, queryFn: ({ signal }) => getBilling(signal) }));
