import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { FeedbackFilters, FeedbackItem, FeedbackStatus, Paged } from '@/shared/admin';
import { adminKeys, filterQuery } from './keys';
import { useAdminChange } from './admin-change';

export const useAdminFeedback = (filters: FeedbackFilters) =>
  useQuery({
    queryKey: adminKeys.feedback(filters),
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
