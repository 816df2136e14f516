import { Outlet } from 'react-router';
import { MarketingFrame } from '@/client/features/marketing/marketing-frame';

export default function MarketingLayout() {
  return (
    <MarketingFrame>
      <Outlet />
    </MarketingFrame>
  );
}
