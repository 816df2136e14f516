import { Outlet } from 'react-router';
import { RequireAuth } from '@/client/features/auth/require-auth';
import { LinkedWorkspace } from '@/client/features/workspace/linked-workspace';

/** The layout route around every page that needs a signed-in user, opened in the workspace its link names. */
export default function RequireAuthLayout() {
  return (
    <RequireAuth>
      <LinkedWorkspace>
        <Outlet />
      </LinkedWorkspace>
    </RequireAuth>
  );
}
