import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useActiveWorkspace } from '@/client/api/workspace/get-active-workspace';
import { useCan } from '@/client/api/workspace/use-can';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { DeleteWorkspace } from './delete-workspace';
import { WorkspaceAvatarForm } from './workspace-avatar-form';
import { WorkspaceNameForm } from './workspace-name-form';

const copy = workspaceMessages.overview;

/** Settings → Overview: the workspace's picture and name, and for its Owners the way to delete it. */
export function WorkspaceOverview() {
  const workspace = useActiveWorkspace();
  const canEdit = useCan('workspace:update');
  const canDelete = useCan('workspace:delete');
  if (workspace.isPending) return <PageSpinner />;
  if (workspace.isError)
    return <LoadError message={copy.loadFailed} onRetry={() => void workspace.refetch()} />;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {!canEdit && <p className="text-sm text-muted-foreground">{copy.readOnly}</p>}
      <SettingsSection title={copy.avatarTitle} description={copy.avatarDescription}>
        <WorkspaceAvatarForm workspace={workspace.data} canEdit={canEdit} />
      </SettingsSection>
      <SettingsSection title={copy.nameTitle}>
        <WorkspaceNameForm key={workspace.data.id} savedName={workspace.data.name} canEdit={canEdit} />
      </SettingsSection>
      {canDelete && (
        <SettingsSection title={copy.dangerTitle} description={copy.dangerDescription} tone="danger">
          <DeleteWorkspace workspace={workspace.data} />
        </SettingsSection>
      )}
    </div>
  );
}
