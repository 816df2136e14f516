import { Outlet } from 'react-router';
import { AccountFrame } from '@/client/features/auth/account-frame';

export default function AuthLayout() {
  return (
    <AccountFrame>
      <Outlet />
    </AccountFrame>
  );
}
