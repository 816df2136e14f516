import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { Insight } from '@/shared/data/insights/types';
import type { PinnedInsight } from '@/shared/insights';

export type PinInsightInput = { datasetId: string; insight: Insight };

/**
 * Pins an insight of a saved dataset to the workspace's Home. The server finds it again and refuses it (409,
 * `insight-changed`) when its numbers differ from these; 409 `too-many-pins` past the workspace's limit.
 */
export const pinInsight = async ({ datasetId, insight }: PinInsightInput) =>
  (
    await apiRequest<{ pin: PinnedInsight }>(
      `/api/workspace/datasets/${encodeURIComponent(datasetId)}/pins`,
      {
        method: 'POST',
        body: { insight },
      },
    )
  ).pin;

export function usePinInsight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinInsight,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.pins]),
  });
}
