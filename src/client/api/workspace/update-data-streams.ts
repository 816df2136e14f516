import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DataStream } from '@/shared/workspace';

/** Replaces the workspace's connected data streams with exactly these slugs (onboarding's last step). */
export const updateDataStreams = async (input: { slugs: string[] }) =>
  (
    await apiRequest<{ dataStreams: DataStream[] }>('/api/workspace/data-streams', {
      method: 'PUT',
      body: input,
    })
  ).dataStreams;

export const useUpdateDataStreams = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataStreams,
    onSuccess: (dataStreams) => queryClient.setQueryData(queryKeys.dataStreams, dataStreams),
  });
};
