import { ApiKeysScreen } from '@/client/features/api-keys/api-keys-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { apiKeysMessages } from '@/shared/i18n/messages/api-keys';
import { paths } from '@/shared/paths';

export default function ApiKeysRoute() {
  return (
    <SettingsPage path={paths.settings.workspace.apiKeys} description={apiKeysMessages.description}>
      <ApiKeysScreen />
    </SettingsPage>
  );
}
