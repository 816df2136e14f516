import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { useSaveDataset } from '@/client/api/datasets/save-dataset';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { showFieldError } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { datasetNameMaxLength, datasetSaveFormSchema } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import type { ImportChoices } from '@/shared/data/profile/types';
import type { DatasetSource } from '@/client/lib/datasets/dataset-reader';

/** Names the dataset and sends the original file and the import choices; the server reads it again itself. */
export function SaveDatasetForm({
  source,
  choices,
  onSaved,
}: {
  source: DatasetSource;
  choices?: ImportChoices;
  onSaved: () => void;
}) {
  const copy = playgroundMessages.save;
  const save = useSaveDataset();
  const { register, handleSubmit, setError, errors } = useSchemaForm(
    datasetSaveFormSchema,
    { name: source.suggestedName.slice(0, datasetNameMaxLength) },
    { followDefaults: true },
  );

  const submit = handleSubmit((input) =>
    save.mutateAsync({ file: source.file, fileName: source.fileName, name: input.name, choices }).then(
      (dataset) => {
        toast.success(copy.saved(dataset.name));
        onSaved();
      },
      (error: unknown) => {
        if (!showFieldError(error, setError, ['name'])) toast.error(apiErrorMessage(error, copy.failed));
      },
    ),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={copy.heading}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormField label={copy.nameLabel} error={errors.name} className="flex-1">
        {(field) => (
          <Input {...field} {...register('name')} maxLength={datasetNameMaxLength} autoComplete="off" />
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending} className="sm:mt-7">
        {save.isPending ? copy.saving : copy.submit}
      </Button>
    </form>
  );
}
