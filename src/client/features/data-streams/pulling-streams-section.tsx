import { useState, type ComponentType } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { useStreams } from '@/client/api/workspace/streams';
import type { StreamKind } from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { StreamItem } from './stream-item';

type SectionCopy = { title: string; add: string; description: string; none: string };
type ConnectDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/**
 * A Data Streams screen section for the streams of one kind that pull (URL pulls, PostgreSQL sources): each with
 * its source, schedule and "Sync now", and a way to add one through that kind's dialog.
 */
export function PullingStreamsSection({
  kind,
  copy,
  Connect,
  canChange,
}: {
  kind: StreamKind;
  copy: SectionCopy;
  Connect: ConnectDialog;
  canChange: boolean;
}) {
  const streams = useStreams();
  const [adding, setAdding] = useState(false);
  const mine = streams.data?.filter((stream) => stream.kind === kind) ?? [];
  const headingId = `streams-${kind}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
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
      ) : mine.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {mine.map((stream) => (
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
      <Connect open={adding} onOpenChange={setAdding} />
    </section>
  );
}
