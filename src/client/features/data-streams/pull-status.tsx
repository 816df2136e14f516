import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import { queryKeys, refreshQueries } from '@/client/api/query-keys';
import { useSyncStream } from '@/client/api/workspace/streams';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { formatDateTime } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import type { LastPull, PullSummary } from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';

type PullStatusProps = { streamId: string; pull: PullSummary; paused: boolean; canChange: boolean };

function outcomeText(lastPull: LastPull): string {
  const copy = dataStreamsMessages.pull;
  if (lastPull.outcome === 'stored') {
    const stored = copy.stored(lastPull.accepted);
    return lastPull.appended === 'whole-file' ? `${stored} ${copy.wholeFileAgain}` : stored;
  }
  if (lastPull.outcome === 'unchanged') return copy.unchanged;
  if (lastPull.outcome === 'superseded') return copy.superseded;
  return copy.failedWith(dataStreamsMessages.webhook.reasons[lastPull.reason ?? 'failed']);
}

/** A URL pull's source (never its header's value), schedule, last result, and "Sync now" with its pending state. */
export function PullStatus({ streamId, pull, paused, canChange }: PullStatusProps) {
  const copy = dataStreamsMessages.pull;
  const sync = useSyncStream();
  const queryClient = useQueryClient();
  const syncing = sync.isPending || pull.syncing;
  // When a sync's result arrives, the rest of the screen (rows received, the card's "Last data") is read again.
  const wasSyncing = useRef(pull.syncing);
  useEffect(() => {
    if (wasSyncing.current && !pull.syncing) void refreshQueries(queryClient, [queryKeys.dataStreams]);
    wasSyncing.current = pull.syncing;
  }, [pull.syncing, queryClient]);

  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="break-all">
        {copy.source(pull.url)}
        {pull.headerName ? ` ${copy.withHeader(pull.headerName)}` : ''}
      </p>
      <p className="text-muted-foreground">{copy.scheduleIs(copy.schedules[pull.schedule])}</p>
      <p
        role="status"
        aria-live="polite"
        className={pull.lastPull?.outcome === 'failed' ? 'text-destructive' : ''}
      >
        {syncing
          ? copy.syncing
          : pull.lastPull
            ? `${outcomeText(pull.lastPull)} · ${formatDateTime(pull.lastPull.at)}`
            : ''}
      </p>
      {canChange && (
        <div>
          <Button
            type="button"
            size="sm"
            disabled={syncing || paused}
            onClick={() =>
              sync.mutate(streamId, {
                onError: (error) => toast.error(apiErrorMessage(error, copy.syncFailed)),
              })
            }
          >
            {syncing ? copy.syncing : copy.syncNow}
          </Button>
        </div>
      )}
    </div>
  );
}
