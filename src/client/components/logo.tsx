import { Link } from '@/client/lib/navigation/navigation';
import { paths } from '@/shared/paths';
import { cn } from '@/client/lib/cn';
import { commonMessages } from '@/shared/i18n/messages/common';

/** The Tessera mark and word; its light and dark variants follow the theme through CSS. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-7">
        <rect x="2" y="2" width="13" height="13" rx="3" className="fill-neutral-900 dark:fill-white" />
        <rect x="17" y="2" width="13" height="13" rx="3" className="fill-indigo-600 dark:fill-indigo-400" />
        <rect x="2" y="17" width="13" height="13" rx="3" className="fill-indigo-600 dark:fill-indigo-400" />
        <rect x="17" y="17" width="13" height="13" rx="3" className="fill-neutral-900 dark:fill-white" />
      </svg>
      <span className="text-lg">Tessera</span>
    </span>
  );
}

/** The logo as the way home, as every page header shows it. */
export function LogoLink() {
  return (
    <Link
      to={paths.home}
      aria-label={commonMessages.nav.home}
      className="rounded-md focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Logo />
    </Link>
  );
}
