import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/client/features/errors/app-error-boundary';
import { ThemeProvider } from '@/client/lib/theme/theme-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <ThemeProvider>{children}</ThemeProvider>
    </AppErrorBoundary>
  );
}
