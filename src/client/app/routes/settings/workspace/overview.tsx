import { SettingsPage } from '@/client/features/settings/settings-page';
import { WorkspaceOverview } from '@/client/features/workspace/workspace-overview';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { paths } from '@/shared/paths';

export default function WorkspaceOverviewRoute() {
  return (
    <SettingsPage
      path={paths.settings.workspace.overview}
      description={workspaceMessages.overview.description}
    >
      <WorkspaceOverview />
    </SettingsPage>
  );
}
