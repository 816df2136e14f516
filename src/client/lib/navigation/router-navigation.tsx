import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { NavigationProvider, type LinkProps } from './navigation';

function ClientLink(props: LinkProps) {
  return <RouterLink {...props} />;
}

/** Navigation through React Router, for everything rendered inside it: moves happen in the page. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  // React Router's navigate is stable, so effects that depend on it do not run again on every move.
  const value = useMemo(() => ({ location, navigate, Link: ClientLink }), [location, navigate]);
  return <NavigationProvider value={value}>{children}</NavigationProvider>;
}
