import { ProfileSettings } from '@/client/features/profile/profile-settings';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { appMessages } from '@/shared/i18n/en/app';
import { paths } from '@/shared/paths';

export default function ProfileSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.profile} description={appMessages.profile.description}>
      <ProfileSettings />
    </SettingsPage>
  );
}
