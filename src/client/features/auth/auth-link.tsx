import type { ReactNode } from 'react';
import { Link } from '@/client/lib/navigation/navigation';

/** An inline text link on the account pages ("Log in", "Create an account"). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-sm font-medium text-foreground underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </Link>
  );
}
