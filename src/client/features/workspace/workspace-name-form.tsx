import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useUpdateWorkspace } from '@/client/api/workspace/update-workspace';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { workspaceMessages } from '@/shared/i18n/messages/workspace';
import { workspaceNameMaxLength, workspaceUpdateSchema } from '@/shared/workspace';

const copy = workspaceMessages;

/**
 * The workspace name form (docs/product.md#behaviour): Save is off while the name is empty, reads 'Saving...'
 * while saving, and a failed save puts the last saved name back.
 */
export function WorkspaceNameForm({ savedName, canEdit }: { savedName: string; canEdit: boolean }) {
  const update = useUpdateWorkspace();
  const { register, handleSubmit, reset, setError, values, errors } = useSchemaForm(
    workspaceUpdateSchema,
    { name: savedName },
    { followDefaults: true },
  );

  const save = handleSubmit(
    (input) =>
      update.mutateAsync(input).then(
        (workspace) => {
          reset({ name: workspace.name });
          toast.success(copy.nameUpdated);
        },
        (error: unknown) => {
          if (!showFieldError(error, setError, ['name'])) reset({ name: savedName });
          toast.error(copy.nameUpdateFailed);
        },
      ),
    (invalid) => {
      if (invalid.name === copy.nameEmpty) toast.error(copy.nameEmpty);
    },
  );

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <FormField label={copy.overview.nameLabel} error={errors.name} className="flex-1">
        {(field) => (
          <Input
            {...field}
            {...register('name')}
            autoComplete="organization"
            readOnly={!canEdit}
            maxLength={workspaceNameMaxLength}
          />
        )}
      </FormField>
      {canEdit && (
        <Button type="submit" disabled={!values.name.trim() || update.isPending} className="sm:mt-7">
          {update.isPending ? copy.overview.saving : copy.overview.save}
        </Button>
      )}
    </form>
  );
}
