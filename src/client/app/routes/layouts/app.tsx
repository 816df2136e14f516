import { Outlet } from 'react-router';
import { SignedInFrame } from '../../signed-in-frame';

export default function AppLayout() {
  return (
    <SignedInFrame sidebar>
      <div className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
        <Outlet />
      </div>
    </SignedInFrame>
  );
}
