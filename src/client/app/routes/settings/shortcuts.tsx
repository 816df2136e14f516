import { SettingsPage } from '@/client/features/settings/settings-page';
import { ShortcutsList } from '@/client/features/general-settings/shortcuts-list';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';
import { paths } from '@/shared/paths';

export default function ShortcutsSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.shortcuts} description={preferencesMessages.shortcuts.description}>
      <ShortcutsList />
    </SettingsPage>
  );
}
