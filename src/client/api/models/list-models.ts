import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys } from '@/client/api/query-keys';
import type { SavedModelSummary } from '@/shared/models';

/** While any model is queued or training, the list is read again this often to show its state. */
export const modelPollMs = 2000;

const unfinished = (models: SavedModelSummary[] | undefined) =>
  models?.some((model) => model.status === 'queued' || model.status === 'training') ?? false;

/** The workspace's saved models, newest first; only a dataset's when `datasetId` is given. */
export const listModels = async (datasetId?: string, signal?: AbortSignal) =>
  (
    await apiRequest<{ models: SavedModelSummary[] }>(
      datasetId === undefined
        ? '/api/workspace/models'
        : `/api/workspace/models?datasetId=${encodeURIComponent(datasetId)}`,
      { signal },
    )
  ).models;

export const modelsQueryOptions = (datasetId?: string) =>
  queryOptions({
    queryKey: queryKeys.modelList(datasetId),
    queryFn: ({ signal }) => listModels(datasetId, signal),
    refetchInterval: (query) => (unfinished(query.state.data) ? modelPollMs : false),
  });

export const useModels = (datasetId?: string) => useQuery(modelsQueryOptions(datasetId));
