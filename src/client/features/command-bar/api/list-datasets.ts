import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import type { DatasetSummary } from '@/shared/datasets';

type DatasetEntry = Pick<DatasetSummary, 'id' | 'name' | 'rowCount'>;

/** The active workspace's saved datasets, for the command bar; mounted (and read) only while it is open. */
export const useCommandDatasets = () =>
  useQuery({
    // Under the datasets' key, so saving or deleting one refreshes this list too.
    queryKey: ['workspace', 'datasets', 'command-bar'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ datasets: DatasetEntry[] }>('/api/workspace/datasets', { signal })).datasets,
  });
