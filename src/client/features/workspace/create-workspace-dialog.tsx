import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateWorkspace } from '@/client/api/workspace/create-workspace';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { workspaceCreateSchema, workspaceNameMaxLength } from '@/shared/workspace';

/**
 * 'Create workspace': a name (ruled as a rename is), then the new workspace, owned by the user, becomes the
 * active one. Opened from the workspace switchers; closes on Cancel, Escape or success.
 */
export function CreateWorkspaceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const copy = workspaceMessages.create;
  const create = useCreateWorkspace();
  const { register, handleSubmit, reset, setError, errors } = useSchemaForm(workspaceCreateSchema, {
    name: '',
  });

  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ name }) => {
    try {
      await create.mutateAsync({ name });
      toast.success(copy.created(name));
      close(false);
    } catch (error) {
      if (!showFieldError(error, setError, ['name'])) toast.error(apiErrorMessage(error, copy.failed));
    }
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-sm" closeLabel={copy.close}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <FormField label={copy.nameLabel} error={errors.name}>
            {(field) => (
              <Input
                {...field}
                {...register('name')}
                autoComplete="organization"
                maxLength={workspaceNameMaxLength}
                required
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? copy.creating : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
