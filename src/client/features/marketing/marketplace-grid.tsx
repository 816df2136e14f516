import { ArrowRight } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { IntegrationTile } from '@/client/components/integration-tile';
import { paths } from '@/shared/paths';
import {
  groupIntegrations,
  type Integration,
  categoryName,
  type IntegrationCategory,
} from '@/shared/integrations';
import { marketingMessages } from '@/shared/i18n/messages/marketing';
import { CtaBanner } from './cta-banner';

const copy = marketingMessages.marketplace;

const headingId = (category: IntegrationCategory) => `category-${category}`;

function IntegrationCard({ integration }: { integration: Integration }) {
  return (
    <IntegrationTile integration={integration}>
      <Link
        to={paths.auth.signup}
        className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {copy.connect}
        <span className="sr-only"> {integration.name}</span>
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </IntegrationTile>
  );
}

/** The public catalogue of integrations, grouped by category; connecting one starts with an account. */
export function MarketplaceGrid() {
  return (
    <div className="flex flex-col gap-14">
      {groupIntegrations().map((group) => (
        <section
          key={group.category}
          aria-labelledby={headingId(group.category)}
          className="flex flex-col gap-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-3">
            <h2 id={headingId(group.category)} className="text-xl font-semibold tracking-tight">
              {categoryName(group.category)}
            </h2>
            <p className="text-sm text-muted-foreground">{copy.count(group.integrations.length)}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {group.integrations.map((integration) => (
              <IntegrationCard key={integration.slug} integration={integration} />
            ))}
          </ul>
        </section>
      ))}
      <CtaBanner copy={copy.missing} to={paths.other.feedback} />
    </div>
  );
}
