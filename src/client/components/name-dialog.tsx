import { useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { Button, type ButtonVariants } from '@/client/components/ui/button';
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

type Named = { name: string };

export type NameDialogCopy = {
  button: string;
  title: string;
  description?: string;
  nameLabel: string;
  cancel: string;
  submit: string;
  submitting: string;
  close: string;
  failed: string;
};

/**
 * A name in a dialog behind a button ('Rename' a dataset, 'Save model'): checked by the schema the server checks
 * it with, saved by `save`, whose answer is the success toast; a refusal shows beside the name or as the form's
 * alert, and the dialog stays open.
 */
export function NameDialog({
  schema,
  initial,
  maxLength,
  icon,
  variant,
  copy,
  save,
}: {
  schema: z.ZodMiniType<Named, Named>;
  initial: Named;
  maxLength: number;
  icon: ReactNode;
  variant?: ButtonVariants['variant'];
  copy: NameDialogCopy;
  save: (name: string) => Promise<string>;
}) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, values, errors, isSubmitting } = useSchemaForm(
    schema,
    initial,
  );

  const submit = handleSubmit(async (input) => {
    try {
      toast.success(await save(input.name));
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
        <Button variant={variant}>
          {icon}
          {copy.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md" closeLabel={copy.close}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            {copy.description && <DialogDescription>{copy.description}</DialogDescription>}
          </DialogHeader>
          <FormField label={copy.nameLabel} error={errors.name}>
            {(field) => <Input {...field} {...register('name')} maxLength={maxLength} autoComplete="off" />}
          </FormField>
          <FormAlert message={errors.root} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={!values.name.trim() || isSubmitting}>
              {isSubmitting ? copy.submitting : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
