import { Outlet } from 'react-router';
import { RequireAuth } from '@/client/features/auth/require-auth';

/** The layout route around every page that needs a signed-in user. */
export default function RequireAuthLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
