import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { Button } from '@/client/components/ui/button';
import { useStreams } from '@/client/api/workspace/streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import { ConnectPostgresDialog } from './connect-postgres-dialog';
import { StreamItem } from './stream-item';

/** The Data Streams screen's PostgreSQL sources: each with its database, schedule and "Sync now", and a way to add one. */
export function PostgresSourcesSection({ canChange }: { canChange: boolean }) {
  const copy = postgresSourceMessages.form;
  const streams = useStreams();
  const [adding, setAdding] = useState(false);
  const sources = streams.data?.filter((stream) => stream.kind === 'postgres') ?? [];

  return (
    <section aria-labelledby="streams-postgres" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
        <h2 id="streams-postgres" className="text-lg font-semibold tracking-tight">
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
      ) : sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.none}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {sources.map((stream) => (
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
      <ConnectPostgresDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
