import { StrictMode, type ReactNode } from 'react';
import { LanguageBoundary } from '@/client/lib/i18n/language';
import { AppProviders } from './providers';

/** What wraps the router, the same in the browser and in the build-time pre-render so that hydration matches. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <LanguageBoundary>{children}</LanguageBoundary>
      </AppProviders>
    </StrictMode>
  );
}
