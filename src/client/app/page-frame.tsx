import type { ReactNode } from 'react';
import { DeferredToaster } from '@/client/components/ui/deferred-toaster';
import { CookieBanner } from '@/client/features/cookie-consent/cookie-banner';
import { commonMessages } from '@/shared/i18n/messages/common';

/** Around every page, with or without React Router: the skip link, the cookie banner and the toasts. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        {commonMessages.skipToContent}
      </a>
      {children}
      <CookieBanner />
      <DeferredToaster />
    </>
  );
}
