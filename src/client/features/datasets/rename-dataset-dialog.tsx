import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useRenameDataset } from '@/client/api/datasets/rename-dataset';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { datasetNameMaxLength, datasetRenameSchema } from '@/shared/datasets';
import { datasetsMessages } from '@/shared/i18n/messages/datasets';

/** 'Rename': the dataset's name in a dialog, checked by the schema the server checks it with. */
export function RenameDatasetDialog({ id, name }: { id: string; name: string }) {
  const copy = datasetsMessages.actions;
  const [open, setOpen] = useState(false);
  const rename = useRenameDataset();
  const { register, handleSubmit, setError, reset, values, errors, isSubmitting } = useSchemaForm(
    datasetRenameSchema,
    { name },
  );

  const save = handleSubmit(async (input) => {
    try {
      const dataset = await rename.mutateAsync({ id, name: input.name });
      toast.success(copy.renamed(dataset.name));
      setOpen(false);
    } catch (error) {
      showRequestFailure(error, setError, ['name'], copy.renameFailed);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (next) reset({ name });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          {copy.rename}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" closeLabel={copy.close}>
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{copy.renameTitle}</DialogTitle>
          </DialogHeader>
          <FormField label={copy.nameLabel} error={errors.name}>
            {(field) => (
              <Input {...field} {...register('name')} maxLength={datasetNameMaxLength} autoComplete="off" />
            )}
          </FormField>
          <FormAlert message={errors.root} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={!values.name.trim() || isSubmitting}>
              {isSubmitting ? copy.renaming : copy.renameSubmit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
