import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import { apiRequest } from '@/client/lib/api-client';
import type {
  CreateStreamInput,
  CreatedStream,
  StreamDetail,
  StreamSummary,
  UpdateStreamInput,
} from '@/shared/data-streams';

const base = '/api/workspace/data-streams/streams';

/** While a URL pull's "Sync now" runs, its stream is read again every second until the result is noted. */
const whileSyncing = (syncing: boolean) => (syncing ? 1000 : false);

/** The workspace's streams, newest first (src/shared/data-streams.ts). */
export const useStreams = () =>
  useQuery<StreamSummary[]>({
    queryKey: queryKeys.streams,
    refetchInterval: (query) =>
      whileSyncing(query.state.data?.some((stream) => stream.pull?.syncing) ?? false),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ streams: StreamSummary[] }>('/api/workspace/data-streams', { signal })).streams,
  });

/** One stream with its last errors. */
export const useStreamDetail = (id: string) =>
  useQuery<StreamDetail>({
    queryKey: queryKeys.stream(id),
    refetchInterval: (query) => whileSyncing(query.state.data?.pull?.syncing ?? false),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ stream: StreamDetail }>(`${base}/${id}`, { signal })).stream,
  });

/**
 * Everything the Data Streams screen shows is under one key: a change refreshes cards and streams alike, and so
 * does a refused one (what was shown was out of date: another token came, someone else deleted the stream).
 */
const useStreamMutation = <I, O>(run: (input: I) => Promise<O>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshQueries(queryClient, [queryKeys.dataStreams]),
  });
};

/** Creates a stream; a webhook's secret, when Tessera makes it, is in this answer only. */
export const useCreateStream = () =>
  useStreamMutation((input: CreateStreamInput) =>
    apiRequest<CreatedStream>(base, { method: 'POST', body: input }),
  );

/** Changes a URL pull's or a PostgreSQL source's settings; what is left out of its secrets is kept. */
export const useUpdateStream = () =>
  useStreamMutation(({ id, input }: { id: string; input: UpdateStreamInput }) =>
    apiRequest<{ stream: StreamSummary }>(`${base}/${id}`, { method: 'PATCH', body: input }),
  );

export const usePauseStream = () =>
  useStreamMutation(({ id, paused }: { id: string; paused: boolean }) =>
    apiRequest<{ stream: StreamSummary }>(`${base}/${id}/${paused ? 'pause' : 'resume'}`, { method: 'POST' }),
  );

/** A new secret: shown once for `ours` services; `theirs` services send the one pasted. */
export const useRotateStreamSecret = () =>
  useStreamMutation(({ id, secret }: { id: string; secret?: string }) =>
    apiRequest<{ stream: StreamSummary; secret: string | null }>(`${base}/${id}/rotate-secret`, {
      method: 'POST',
      body: secret ? { secret } : {},
    }),
  );

/** Confirms the secret a service handed over (Notion), by the fingerprint shown; answers it this once. */
export const useConfirmStreamSecret = () =>
  useStreamMutation(({ id, fingerprint }: { id: string; fingerprint: string }) =>
    apiRequest<{ stream: StreamSummary; secret: string }>(`${base}/${id}/confirm-secret`, {
      method: 'POST',
      body: { fingerprint },
    }),
  );

/** Deletes a stream; its dataset stays. */
export const useDeleteStream = () =>
  useStreamMutation((id: string) => apiRequest<void>(`${base}/${id}`, { method: 'DELETE' }));

/** "Sync now" for a URL pull: queued on the server (202); the stream reads `syncing` until its result is noted. */
export const useSyncStream = () =>
  useStreamMutation((id: string) =>
    apiRequest<{ stream: StreamSummary }>(`${base}/${id}/sync`, { method: 'POST' }),
  );
