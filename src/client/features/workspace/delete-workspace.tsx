import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useDeleteWorkspace } from '@/client/api/workspace/delete-workspace';
import { toast } from '@/client/lib/toast';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { paths } from '@/shared/paths';
import type { ActiveWorkspace } from '@/shared/workspace';

const copy = workspaceMessages.overview;

/** The Owner's way to delete the workspace: its name typed again; never the user's only one. */
export function DeleteWorkspace({ workspace }: { workspace: ActiveWorkspace }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteWorkspace();
  const navigate = useNavigate();

  if (workspace.onlyWorkspace) return <p className="text-sm text-muted-foreground">{copy.onlyWorkspace}</p>;

  const confirm = () =>
    remove.mutate(
      { confirmName: typed },
      {
        onSuccess: () => {
          toast.success(copy.deleted(workspace.name));
          setOpen(false);
          void navigate(paths.settings.workspace.overview, { replace: true });
        },
        onError: () => toast.error(copy.deleteFailed),
      },
    );

  return (
    <>
      <Button
        variant="destructive"
        className="self-start"
        onClick={() => {
          setTyped('');
          setOpen(true);
        }}
      >
        {copy.delete}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.deleteConfirmTitle(workspace.name)}
        description={copy.deleteConfirmBody}
        confirmLabel={copy.delete}
        pendingLabel={copy.deleting}
        pending={remove.isPending}
        tone="destructive"
        canConfirm={typed === workspace.name}
        onConfirm={confirm}
      >
        <FormField label={copy.deleteConfirmLabel} hint={workspace.name}>
          {(field) => (
            <Input
              {...field}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
            />
          )}
        </FormField>
      </ConfirmDialog>
    </>
  );
}
