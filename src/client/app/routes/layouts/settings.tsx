import { Outlet } from 'react-router';
import { SettingsShell } from '@/client/features/settings/settings-shell';
import { WorkspaceSwitcher } from '@/client/features/workspace/workspace-switcher';
import { SignedInFrame } from '../../signed-in-frame';

export default function SettingsLayout() {
  return (
    <SignedInFrame>
      <SettingsShell switcher={<WorkspaceSwitcher />}>
        <Outlet />
      </SettingsShell>
    </SignedInFrame>
  );
}
