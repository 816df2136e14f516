import { useState } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { ConfirmDialog } from '@/client/components/confirm-dialog';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useDeleteWorkspace } from '@/client/api/workspace/delete-workspace';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { paths } from '@/shared/paths';
import { workspaceDeleteSchema, type ActiveWorkspace } from '@/shared/workspace';

const copy = workspaceMessages.overview;

/** The Owner's way to delete the workspace: its name typed again; never the user's only one. */
export function DeleteWorkspace({ workspace }: { workspace: ActiveWorkspace }) {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(workspaceDeleteSchema, { confirmName: '' });
  const remove = useDeleteWorkspace();
  const navigate = useNavigate();

  if (workspace.onlyWorkspace) return <p className="text-sm text-muted-foreground">{copy.onlyWorkspace}</p>;

  const confirm = form.handleSubmit(async (input) => {
    try {
      await remove.mutateAsync(input);
    } catch {
      toast.error(copy.deleteFailed);
      return;
    }
    toast.success(copy.deleted(workspace.name));
    setOpen(false);
    void navigate(paths.settings.workspace.overview, { replace: true });
  });

  return (
    <>
      <Button
        variant="destructive"
        className="self-start"
        onClick={() => {
          form.reset();
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
        pending={form.isSubmitting}
        tone="destructive"
        canConfirm={form.values.confirmName === workspace.name}
        onConfirm={() => void confirm()}
      >
        <FormField label={copy.deleteConfirmLabel} hint={workspace.name} error={form.errors.confirmName}>
          {(field) => <Input {...field} {...form.register('confirmName')} autoComplete="off" />}
        </FormField>
      </ConfirmDialog>
    </>
  );
}
