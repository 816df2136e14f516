import { useState } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SearchField } from '@/client/components/search-field';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useApps } from '@/client/api/preferences/list-apps';
import { commonMessages } from '@/shared/i18n/messages/common';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { personalApps } from '@/shared/preferences';
import { AppCard } from './app-card';

/** Settings → Apps: the user's own app connections, searchable by name or description as they type. */
export function AppsScreen() {
  const copy = preferencesMessages.apps;
  const [query, setQuery] = useState('');
  const apps = useApps();

  if (apps.isPending) return <PageSpinner />;
  if (apps.isError) return <LoadError message={copy.loadFailed} onRetry={() => void apps.refetch()} />;

  const needle = query.trim().toLowerCase();
  const matches = personalApps.filter(
    (app) => !needle || `${app.name} ${copy.descriptions[app.slug]}`.toLowerCase().includes(needle),
  );
  const connected = new Set(apps.data.filter((app) => app.connected).map((app) => app.slug));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SearchField
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={query}
          onChange={setQuery}
        />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {copy.count(matches.length)}
        </p>
      </div>
      {matches.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {commonMessages.search.noResults(query.trim())}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {matches.map((app) => (
            <AppCard key={app.slug} app={app} connected={connected.has(app.slug)} />
          ))}
        </ul>
      )}
    </div>
  );
}
