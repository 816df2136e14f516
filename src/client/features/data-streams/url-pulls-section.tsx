import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { useStreams } from '@/client/api/workspace/streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { ConnectUrlPullDialog } from './connect-url-pull-dialog';
import { StreamItem } from './stream-item';

/** The Data Streams screen's URL pulls: each with its source, schedule and "Sync now", and a way to add one. */
export function UrlPullsSection({ canChange }: { canChange: boolean }) {
  const copy = dataStreamsMessages.pull;
  const streams = useStreams();
  const [adding, setAdding] = useState(false);
  const pulls = streams.data?.filter((stream) => stream.kind === 'url') ?? [];

  return (
    <section aria-labelledby="streams-url-pull" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
        <h2 id="streams-url-pull" className="text-lg font-semibold tracking-tight">
          {copy.title}
        </h2>
        {canChange && (
          <Button type="button" size="sm" onClick={() => setAdding(true)}>
            {copy.add}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{copy.description}</p>
      {streams.isError ? (
        <LoadError message={dataStreamsMessages.loadFailed} onRetry={() => void streams.refetch()} />
      ) : pulls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {pulls.map((stream) => (
            <StreamItem
              key={stream.id}
              stream={stream}
              service={stream.name}
              setup={undefined}
              canChange={canChange}
            />
          ))}
        </ul>
      )}
      <ConnectUrlPullDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
