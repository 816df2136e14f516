import { AccountsSettings } from '@/client/features/account/accounts-settings';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { accountMessages } from '@/shared/i18n/messages/account';
import { paths } from '@/shared/paths';

export default function AccountsSettingsRoute() {
  return (
    <SettingsPage path={paths.settings.accounts} description={accountMessages.description}>
      <AccountsSettings />
    </SettingsPage>
  );
}
