import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { dataStreamsQueryKey } from './get-data-streams';

/** Replaces the workspace's connected data streams with exactly these slugs. */
export const updateDataStreams = async (input: { slugs: string[] }) =>
  (
    await apiRequest<{ dataStreams: string[] }>('/api/workspace/data-streams', {
      method: 'PUT',
      body: input,
    })
  ).dataStreams;

export const useUpdateDataStreams = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDataStreams,
    onSuccess: (dataStreams) => queryClient.setQueryData(dataStreamsQueryKey, dataStreams),
  });
};
