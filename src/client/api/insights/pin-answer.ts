import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import type { PinnedAnswerBody, PinnedItem } from '@/shared/insights';

export type PinAnswerInput = { datasetId: string } & PinnedAnswerBody;

/**
 * Pins an assistant's answer to its dataset, shown on Home with the pinned insights. The server asks the
 * question again of the dataset's file and refuses the pin (409, `answer-changed`) when its answer differs.
 */
export const pinAnswer = async ({ datasetId, ...body }: PinAnswerInput) =>
  (
    await apiRequest<{ pin: PinnedItem }>(
      `/api/workspace/datasets/${encodeURIComponent(datasetId)}/pins/answer`,
      {
        method: 'POST',
        body,
      },
    )
  ).pin;

export function usePinAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinAnswer,
    onSuccess: () => refreshQueries(queryClient, [queryKeys.pins]),
  });
}
