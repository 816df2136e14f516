import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { SavedModel } from '@/shared/models';
import { modelPollMs } from './list-models';

/** One saved model: its state, and its report and model once trained. */
export const getModel = async (id: string, signal?: AbortSignal) =>
  (await apiRequest<{ model: SavedModel }>(`/api/workspace/models/${encodeURIComponent(id)}`, { signal }))
    .model;

export const modelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.model(id),
    queryFn: ({ signal }) => getModel(id, signal),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'training' ? modelPollMs : false;
    },
  });

export const useModel = (id: string) => useQuery(modelQueryOptions(id));
