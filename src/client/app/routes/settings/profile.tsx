import { ProfileSettings } from '@/client/features/profile/profile-settings';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { paths } from '@/shared/paths';

export default function ProfileSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.profile} description={profileMessages.description}>
      <ProfileSettings />
    </SettingsPage>
  );
}
