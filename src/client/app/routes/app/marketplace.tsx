import { MarketplaceScreen } from '@/client/features/marketplace/marketplace-screen';

export default function AppMarketplacePage() {
  return <MarketplaceScreen />;
}
