import { Outlet } from 'react-router';
import { AppHeader } from '@/client/features/app-shell/app-header';
import { SettingsShell } from '@/client/features/settings/settings-shell';
import { WorkspaceSwitcher } from '@/client/features/workspace/workspace-switcher';

export default function SettingsLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <SettingsShell switcher={<WorkspaceSwitcher />}>
        <Outlet />
      </SettingsShell>
    </div>
  );
}
