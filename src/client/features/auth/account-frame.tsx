import type { ReactNode } from 'react';
import { LogoLink } from '@/client/components/logo';
import { ThemeToggle } from '@/client/components/theme-toggle';

/** The sign-in, sign-up and password pages' frame: the logo, the theme switch and the page's card. */
export function AccountFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-[72px] w-full max-w-6xl items-center justify-between px-4">
        <LogoLink />
        <ThemeToggle />
      </header>
      <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">{children}</div>
    </div>
  );
}
