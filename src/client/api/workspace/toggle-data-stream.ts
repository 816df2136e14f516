import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { DataStream } from '@/shared/workspace';

export type DataStreamToggle = { slug: string; connect: boolean };

export const toggleDataStream = async ({ slug, connect }: DataStreamToggle) =>
  (
    await apiRequest<{ dataStreams: DataStream[] }>(
      `/api/workspace/data-streams/${encodeURIComponent(slug)}`,
      {
        method: connect ? 'PUT' : 'DELETE',
      },
    )
  ).dataStreams;

/** Connects or disconnects one data stream; the card shows the change at once and reverts if it fails. */
export const useToggleDataStream = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDataStream,
    onMutate: async ({ slug, connect }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.dataStreams });
      const previous = queryClient.getQueryData<DataStream[]>(queryKeys.dataStreams);
      queryClient.setQueryData<DataStream[]>(queryKeys.dataStreams, (streams) =>
        streams?.map((stream) => (stream.slug === slug ? { ...stream, connected: connect } : stream)),
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(queryKeys.dataStreams, context?.previous),
    onSuccess: (streams) => queryClient.setQueryData(queryKeys.dataStreams, streams),
  });
};
