import { Link, Outlet } from 'react-router';
import { paths } from '@/client/config/paths';
import { Logo } from '@/client/features/marketing/logo';
import { ThemeToggle } from '@/client/features/theme/theme-toggle';
import { commonMessages } from '@/shared/i18n/en/common';

export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-[72px] w-full max-w-6xl items-center justify-between px-4">
        <Link
          to={paths.home}
          aria-label={commonMessages.nav.home}
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Logo />
        </Link>
        <ThemeToggle />
      </header>
      <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center">
        <Outlet />
      </div>
    </div>
  );
}
