import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { refreshQueries } from '@/client/api/query-keys';

/** Deletes the active workspace (its Owner, with its name typed again); the session moves to another one. */
export const deleteWorkspace = (input: { confirmName: string }) =>
  apiRequest<null>('/api/workspace', { method: 'DELETE', body: input });

export const useDeleteWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWorkspace, onSuccess: () => refreshQueries(queryClient) });
};
