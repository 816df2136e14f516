import type { ReactNode } from 'react';
import { NavLink } from '@/client/lib/navigation/navigation';
import { useAdminMe } from '@/client/api/admin/get-admin-me';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/cn';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { adminNavItems } from './admin-nav';

/** The admin area below the app header: the admin navigation (with the count of new feedback) and the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const newFeedback = useAdminMe().data?.newFeedback ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row md:gap-10 md:py-10">
      <nav aria-label={adminMessages.nav.label} className="md:w-48 md:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
          {adminMessages.nav.title}
        </p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {adminNavItems.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={false}
                className={({ isActive }) =>
                  cn(
                    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
                    isActive && 'bg-accent font-medium',
                  )
                }
              >
                {adminMessages.nav[item.key]}
                {'showsNewFeedback' in item && newFeedback > 0 && (
                  <Badge variant="secondary">{adminMessages.nav.newFeedback(newFeedback)}</Badge>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}
