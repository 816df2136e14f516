import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type { Checklist } from '@/shared/checklist';

export const getChecklist = async (signal?: AbortSignal) =>
  (await apiRequest<{ checklist: Checklist }>('/api/workspace/checklist', { signal })).checklist;

/** The active workspace's getting-started steps, as the server computes them from its real state. */
export const useChecklist = () =>
  useQuery({ queryKey: queryKeys.checklist, queryFn: ({ signal }) => getChecklist(signal) });
