import { Save } from 'lucide-react';
import { useState } from 'react';
import { useTrainModel } from '@/client/api/models/train-model';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { modelsMessages } from '@/shared/i18n/messages/models';
import { modelNameMaxLength, trainModelSchema } from '@/shared/models';

/**
 * 'Save model': a name in a dialog, checked by the schema the server checks it with; the server then trains the
 * model again from the saved file, and the list below shows it queued, training, then ready.
 */
export function SaveModelDialog({ datasetId, target }: { datasetId: string; target: string }) {
  const copy = modelsMessages.save;
  const [open, setOpen] = useState(false);
  const save = useTrainModel();
  const initial = { name: copy.defaultName(target), target };
  const { register, handleSubmit, setError, reset, values, errors, isSubmitting } = useSchemaForm(
    trainModelSchema,
    initial,
  );

  const submit = handleSubmit(async (input) => {
    try {
      const model = await save.mutateAsync({ datasetId, name: input.name, target: input.target });
      toast.success(copy.saved(model.name));
      setOpen(false);
    } catch (error) {
      showRequestFailure(error, setError, ['name'], copy.failed);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isSubmitting) return;
        if (next) reset(initial);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Save aria-hidden />
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" closeLabel={copy.close}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <FormField label={copy.nameLabel} error={errors.name}>
            {(field) => (
              <Input {...field} {...register('name')} maxLength={modelNameMaxLength} autoComplete="off" />
            )}
          </FormField>
          <FormAlert message={errors.root} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={!values.name.trim() || isSubmitting}>
              {isSubmitting ? copy.saving : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
