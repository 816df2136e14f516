import { MarketplaceScreen } from '@/client/features/marketplace/marketplace-screen';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';

export default function AppMarketplacePage() {
  usePageMeta(appAreaMessages.marketplace.title);
  return <MarketplaceScreen />;
}
