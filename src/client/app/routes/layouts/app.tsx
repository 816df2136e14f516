import { Outlet } from 'react-router';
import { AppHeader } from '@/client/features/app-shell/app-header';

export default function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
        <Outlet />
      </div>
    </div>
  );
}
