import { ContentPage } from '@/client/components/content-page';
import { MarketplaceGrid } from '@/client/features/marketing/marketplace-grid';
import { marketingMessages } from '@/shared/i18n/messages/marketing';

export default function MarketplacePage() {
  const copy = marketingMessages.marketplace;
  return (
    <ContentPage title={copy.title} description={copy.description} lead={copy.description} width="6xl" padded>
      <MarketplaceGrid />
    </ContentPage>
  );
}
