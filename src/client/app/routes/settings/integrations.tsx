import { AppsScreen } from '@/client/features/apps/apps-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { paths } from '@/shared/paths';

export default function AppsSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.apps} description={preferencesMessages.apps.description}>
      <AppsScreen />
    </SettingsPage>
  );
}
