import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { ContentPage } from '@/client/components/content-page';
import { IntegrationTile } from '@/client/components/integration-tile';
import { LoadError } from '@/client/components/load-error';
import { Badge } from '@/client/components/ui/badge';
import { useDataStreams } from '@/client/api/workspace/get-data-streams';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import {
  groupIntegrations,
  integrations,
  type Integration,
  categoryName,
  type IntegrationCategory,
} from '@/shared/integrations';
import { paths } from '@/shared/paths';

const headingId = (category: IntegrationCategory) => `marketplace-${category}`;

function IntegrationState({
  integration,
  connected,
}: {
  integration: Integration;
  connected: boolean | undefined;
}) {
  const copy = appAreaMessages.marketplace;
  if (integration.comingSoon) return <Badge variant="outline">{copy.comingSoon}</Badge>;
  const linkClass =
    'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {connected === undefined ? (
        <span />
      ) : connected ? (
        <Badge variant="secondary">
          <CheckCircle2 aria-hidden />
          {copy.connected}
        </Badge>
      ) : (
        <Badge variant="outline">{copy.notConnected}</Badge>
      )}
      <Link
        to={paths.settings.workspace.integrations}
        className={linkClass}
        aria-label={connected ? copy.manageName(integration.name) : copy.connectName(integration.name)}
      >
        {connected ? copy.manage : copy.connect}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}

/**
 * The in-app marketplace (docs/product.md#screens, App): the integration catalogue by category, each with its
 * state in the active workspace and the way to connect it (Settings → Data Streams).
 */
export function MarketplaceScreen() {
  const copy = appAreaMessages.marketplace;
  const streams = useDataStreams();
  const connected = new Map(streams.data?.map((stream) => [stream.slug, stream.connected]));
  const connectedCount = streams.data?.filter((stream) => stream.connected).length ?? 0;
  const available = integrations.filter((integration) => !integration.comingSoon).length;

  return (
    <ContentPage
      title={copy.title}
      lead={
        <>
          <p>{copy.description}</p>
          {streams.data && <p className="mt-2 text-sm">{copy.summary(connectedCount, available)}</p>}
        </>
      }
    >
      <div className="flex flex-col gap-10">
        {streams.isError && <LoadError message={copy.loadFailed} onRetry={() => void streams.refetch()} />}
        {groupIntegrations().map((group) => (
          <section
            key={group.category}
            aria-labelledby={headingId(group.category)}
            className="flex flex-col gap-5"
          >
            <h2 id={headingId(group.category)} className="border-b pb-3 text-xl font-semibold tracking-tight">
              {categoryName(group.category)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.integrations.map((integration) => (
                <IntegrationTile key={integration.slug} integration={integration}>
                  <IntegrationState integration={integration} connected={connected.get(integration.slug)} />
                </IntegrationTile>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
