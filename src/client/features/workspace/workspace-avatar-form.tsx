import { useId, type ChangeEvent } from 'react';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/client/components/ui/avatar';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { useRemoveWorkspaceAvatar, useUploadWorkspaceAvatar } from '@/client/api/workspace/upload-avatar';
import { toast } from '@/client/lib/toast';
import { workspaceMessages } from '@/shared/i18n/en/workspace';
import type { ActiveWorkspace } from '@/shared/workspace';

const copy = workspaceMessages;

/** The workspace's picture: image files only, 'Uploading...' while it goes up, the server re-encodes it. */
export function WorkspaceAvatarForm({
  workspace,
  canEdit,
}: {
  workspace: ActiveWorkspace;
  canEdit: boolean;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const upload = useUploadWorkspaceAvatar();
  const remove = useRemoveWorkspaceAvatar();
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(copy.uploadImage);
    upload.mutate(file, {
      onSuccess: () => toast.success(copy.avatarUpdated),
      onError: () => toast.error(copy.avatarFailed),
    });
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar className="size-20 rounded-lg">
        {workspace.avatarUrl && (
          <AvatarImage
            src={workspace.avatarUrl}
            alt={copy.overview.avatarAlt(workspace.name)}
            className="rounded-lg"
          />
        )}
        <AvatarFallback className="rounded-lg text-xl">{initialsOf(workspace.name)}</AvatarFallback>
      </Avatar>
      <div className="flex flex-col gap-2">
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            {/* The file input itself takes focus and keys; its label is what shows, styled as a button. */}
            <input
              id={inputId}
              type="file"
              accept="image/*"
              className="peer sr-only"
              aria-describedby={hintId}
              onChange={choose}
              disabled={busy}
            />
            <label
              htmlFor={inputId}
              aria-disabled={busy || undefined}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
              )}
            >
              {upload.isPending
                ? copy.overview.uploading
                : workspace.avatarUrl
                  ? copy.overview.change
                  : copy.overview.upload}
            </label>
            {workspace.avatarUrl && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={() =>
                  remove.mutate(undefined, {
                    onSuccess: () => toast.success(copy.overview.avatarRemoved),
                    onError: () => toast.error(copy.avatarFailed),
                  })
                }
              >
                {remove.isPending ? copy.overview.removing : copy.overview.remove}
              </Button>
            )}
          </div>
        )}
        <p id={hintId} className="text-xs text-muted-foreground">
          {copy.overview.recommended}
        </p>
      </div>
    </div>
  );
}
