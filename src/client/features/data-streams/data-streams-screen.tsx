import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SearchField } from '@/client/components/search-field';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useDataStreams } from '@/client/api/workspace/get-data-streams';
import { useCan } from '@/client/api/workspace/use-can';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import {
  groupIntegrations,
  integrations,
  categoryName,
  integrationDescription,
  type IntegrationCategory,
} from '@/shared/integrations';
import { DataStreamCard } from './data-stream-card';
import { ConnectPostgresDialog } from './connect-postgres-dialog';
import { ConnectUrlPullDialog } from './connect-url-pull-dialog';
import { PullingStreamsSection } from './pulling-streams-section';

const copy = dataStreamsMessages;

const headingId = (category: IntegrationCategory) => `streams-${category}`;

/** Settings → Data Streams: every integration by category, searchable, connected per workspace. */
export function DataStreamsScreen() {
  const [query, setQuery] = useState('');
  const streams = useDataStreams();
  const workspace = useActiveWorkspace();
  const canChange = useCan('data-streams:update');

  if (streams.isPending) return <PageSpinner />;
  if (streams.isError) return <LoadError message={copy.loadFailed} onRetry={() => void streams.refetch()} />;

  const needle = query.trim().toLowerCase();
  const matches = integrations.filter(
    (item) => !needle || `${item.name} ${integrationDescription(item)}`.toLowerCase().includes(needle),
  );
  const stateOf = new Map(streams.data.map((stream) => [stream.slug, stream]));

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={query}
          onChange={setQuery}
        />
        {!canChange && workspace.isSuccess && (
          <p className="text-sm text-muted-foreground">{copy.readOnly}</p>
        )}
      </div>
      <PullingStreamsSection
        kind="url"
        copy={dataStreamsMessages.pull}
        Connect={ConnectUrlPullDialog}
        canChange={canChange}
      />
      <PullingStreamsSection
        kind="postgres"
        copy={postgresSourceMessages.form}
        Connect={ConnectPostgresDialog}
        canChange={canChange}
      />
      {matches.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          {commonMessages.search.noResults(query.trim())}
        </p>
      )}
      {groupIntegrations(matches).map((group) => (
        <section
          key={group.category}
          aria-labelledby={headingId(group.category)}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
            <h2 id={headingId(group.category)} className="text-lg font-semibold tracking-tight">
              {categoryName(group.category)}
            </h2>
            <p className="text-sm text-muted-foreground">{copy.count(group.integrations.length)}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {group.integrations.map((integration) => (
              <DataStreamCard
                key={integration.slug}
                integration={integration}
                stream={stateOf.get(integration.slug)}
                canChange={canChange}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
