import { AppearanceNote } from '@/client/features/general-settings/appearance-note';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { paths } from '@/shared/paths';

export default function AppearanceSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.appearance}>
      <AppearanceNote />
    </SettingsPage>
  );
}
