import { AvatarUpload } from '@/client/components/avatar-upload';
import { useRemoveWorkspaceAvatar, useUploadWorkspaceAvatar } from '@/client/api/workspace/upload-avatar';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import type { ActiveWorkspace } from '@/shared/workspace';

/** The workspace's picture: image files only, 'Uploading...' while it goes up, the server re-encodes it. */
export function WorkspaceAvatarForm({
  workspace,
  canEdit,
}: {
  workspace: ActiveWorkspace;
  canEdit: boolean;
}) {
  const upload = useUploadWorkspaceAvatar();
  const remove = useRemoveWorkspaceAvatar();
  const copy = workspaceMessages;
  return (
    <AvatarUpload
      imageUrl={workspace.avatarUrl}
      name={workspace.name}
      alt={copy.overview.avatarAlt(workspace.name)}
      hint={copy.overview.recommended}
      canEdit={canEdit}
      upload={upload}
      remove={remove}
      copy={{
        upload: copy.overview.upload,
        change: copy.overview.change,
        uploading: copy.overview.uploading,
        remove: copy.overview.remove,
        removing: copy.overview.removing,
        updated: copy.avatarUpdated,
        removed: copy.overview.avatarRemoved,
        failed: copy.avatarFailed,
        notAnImage: copy.uploadImage,
      }}
    />
  );
}
