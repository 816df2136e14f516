import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@/client/lib/navigation/navigation';
import { LoadingPage } from '@/client/components/content-page';
import { paths } from '@/shared/paths';
import { rememberRedirect } from '@/client/lib/auth/auth-storage';
import { useAuth } from '@/client/lib/auth/auth-provider';

/** Shows its children to a signed-in user; anyone else goes to /login, which brings them back here after. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <LoadingPage />;
  if (!user) return <RedirectToLogin />;
  return children;
}

function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberRedirect(pathname + search);
    void navigate(paths.auth.login, { replace: true });
  }, [navigate, pathname, search]);
  return <LoadingPage />;
}
