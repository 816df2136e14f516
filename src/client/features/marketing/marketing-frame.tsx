import type { ReactNode } from 'react';
import { MarketingFooter } from './marketing-footer';
import { MarketingNav } from './marketing-nav';

/** The marketing site's navigation and footer around a page. */
export function MarketingFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <MarketingNav />
      <div className="flex-1">{children}</div>
      <MarketingFooter />
    </div>
  );
}
