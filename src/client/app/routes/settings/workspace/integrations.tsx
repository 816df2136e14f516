import { DataStreamsScreen } from '@/client/features/data-streams/data-streams-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { paths } from '@/shared/paths';

export default function DataStreamsRoute() {
  return (
    <SettingsPage path={paths.settings.workspace.integrations} description={dataStreamsMessages.description}>
      <DataStreamsScreen />
    </SettingsPage>
  );
}
