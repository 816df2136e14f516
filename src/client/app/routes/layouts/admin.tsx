import { Outlet } from 'react-router';
import { AdminShell } from '@/client/features/admin/admin-shell';
import { SignedInFrame } from '../../signed-in-frame';

/** The admin pages inside the signed-in frame (header, command bar), beside the admin navigation. */
export default function AdminLayout() {
  return (
    <SignedInFrame>
      <AdminShell>
        <Outlet />
      </AdminShell>
    </SignedInFrame>
  );
}
