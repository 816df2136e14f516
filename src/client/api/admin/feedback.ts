import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { FeedbackFilters, FeedbackItem, FeedbackStatus } from '@/shared/admin';
import { filterQuery } from './filter-query';
import type { Paged } from '@/shared/paged';
import { useAdminChange } from './admin-change';

export const useAdminFeedback = (filters: FeedbackFilters) =>
  useQuery({
    queryKey: queryKeys.admin.feedback(filters),
    queryFn: ({ signal }) =>
      apiRequest<Paged<FeedbackItem>>(`/api/admin/feedback?${filterQuery(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const setFeedbackStatus = ({ id, status }: { id: string; status: FeedbackStatus }) =>
  apiRequest<{ feedback: FeedbackItem }>(`/api/admin/feedback/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });

export const useSetFeedbackStatus = () => useAdminChange(setFeedbackStatus);
