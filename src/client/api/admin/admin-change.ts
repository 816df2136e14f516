import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '@/client/lib/query-keys';
import { adminKeys } from './keys';

/** Any admin change rereads the whole dashboard: counts, lists and the audit log all move. */
export const useAdminChange = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshQueries(queryClient, [adminKeys.all]) });
};
