import { AvatarUpload } from '@/client/components/avatar-upload';
import { useRemoveProfileAvatar, useUploadProfileAvatar } from '@/client/api/profile/upload-avatar';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import type { Profile } from '@/shared/profile';

/** The user's own picture, through the workspace avatar's upload pipeline into a bucket of its own. */
export function ProfileAvatarForm({ profile }: { profile: Pick<Profile, 'avatarUrl' | 'fullName'> }) {
  const upload = useUploadProfileAvatar();
  const remove = useRemoveProfileAvatar();
  const copy = profileMessages.avatar;
  return (
    <AvatarUpload
      shape="round"
      imageUrl={profile.avatarUrl}
      name={profile.fullName}
      alt={copy.alt(profile.fullName)}
      hint={copy.recommended}
      upload={upload}
      remove={remove}
      copy={{
        upload: copy.upload,
        change: copy.change,
        uploading: copy.uploading,
        remove: copy.remove,
        removing: copy.removing,
        updated: copy.updated,
        removed: copy.removed,
        failed: copy.failed,
        // SPEC's wording for a file that is not an image, the same for every avatar.
        notAnImage: workspaceMessages.uploadImage,
      }}
    />
  );
}
