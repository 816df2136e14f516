import { PageHeader } from '@/client/components/page-header';
import { MarketplaceGrid } from '@/client/features/marketing/marketplace-grid';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function MarketplacePage() {
  const copy = marketingMessages.marketplace;
  usePageMeta(copy.title, copy.description);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16">
      <PageHeader title={copy.title}>{copy.description}</PageHeader>
      <MarketplaceGrid />
    </main>
  );
}
