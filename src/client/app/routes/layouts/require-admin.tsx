import { Outlet } from 'react-router';
import { RequireAdmin } from '@/client/features/admin/require-admin';

/** The layout route around every /admin page: the server says whether this user may see them. */
export default function RequireAdminLayout() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}
