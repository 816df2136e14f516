import { GeneralSettings } from '@/client/features/general-settings/general-settings';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { paths } from '@/shared/paths';

export default function GeneralSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.general} description={preferencesMessages.general.description}>
      <GeneralSettings />
    </SettingsPage>
  );
}
