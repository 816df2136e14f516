import { Outlet } from 'react-router';
import { MarketingFooter } from '@/client/features/marketing/marketing-footer';
import { MarketingNav } from '@/client/features/marketing/marketing-nav';

export default function MarketingLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingNav />
      <div className="flex-1">
        <Outlet />
      </div>
      <MarketingFooter />
    </div>
  );
}
