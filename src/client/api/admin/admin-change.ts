import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';

/** Any admin change rereads the whole dashboard: counts, lists and the audit log all move. */
export const useAdminChange = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshQueries(queryClient, [queryKeys.admin.all]) });
};
