import { FormAlert } from '@/client/components/form-alert';
import { FormField } from '@/client/components/form-field';
import { FormDialogFooter } from '@/client/components/form-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateStream } from '@/client/api/workspace/streams';
import { SelectField } from '@/client/components/select-field';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import {
  connectUrlPullFormSchema,
  pullSchedules,
  pullUrlMaxLength,
  streamModes,
  streamNameMaxLength,
} from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type * as z from 'zod/mini';

type ConnectUrlPullDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Makes a URL pull stream (docs/decisions/054): the file's address, what each sync does to the dataset, how often
 * it runs, and one optional header (e.g. an API key), sent with each pull and never shown again.
 */
export function ConnectUrlPullDialog({ open, onOpenChange }: ConnectUrlPullDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const pullCopy = dataStreamsMessages.pull;
  const create = useCreateStream();
  const form = useSchemaForm(connectUrlPullFormSchema, {
    name: pullCopy.defaultName,
    datasetName: pullCopy.defaultDataset,
    url: '',
    mode: 'append',
    schedule: 'daily',
    headerName: '',
    headerValue: '',
  });
  const { register, errors } = form;

  const close = (next: boolean) => {
    if (form.isSubmitting) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  const save = async (input: z.output<typeof connectUrlPullFormSchema>) => {
    try {
      await create.mutateAsync({
        kind: 'url',
        name: input.name,
        datasetName: input.datasetName,
        url: input.url,
        mode: input.mode,
        schedule: input.schedule,
        ...(input.headerName ? { header: { name: input.headerName, value: input.headerValue } } : {}),
      });
      toast.success(pullCopy.created);
      close(false);
    } catch (failure) {
      showRequestFailure(failure, form.setError, ['name', 'datasetName', 'url', 'headerName'], copy.failed);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
        closeLabel={commonMessages.confirm.close}
      >
        <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(save)}>
          <DialogHeader>
            <DialogTitle>{pullCopy.createTitle}</DialogTitle>
            <DialogDescription>{pullCopy.description}</DialogDescription>
          </DialogHeader>
          <FormField label={pullCopy.url} hint={pullCopy.urlHint} error={errors.url}>
            {(field) => (
              <Input
                {...field}
                {...register('url')}
                type="url"
                inputMode="url"
                maxLength={pullUrlMaxLength}
                autoComplete="off"
                placeholder="https://"
              />
            )}
          </FormField>
          <FormField label={copy.name} error={errors.name}>
            {(field) => (
              <Input {...field} {...register('name')} maxLength={streamNameMaxLength} autoComplete="off" />
            )}
          </FormField>
          <FormField label={copy.datasetName} error={errors.datasetName}>
            {(field) => <Input {...field} {...register('datasetName')} autoComplete="off" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={pullCopy.mode}
              value={form.values.mode}
              options={streamModes.map((mode) => ({ value: mode, label: pullCopy.modes[mode] }))}
              onChange={(mode) => register('mode').onChange(mode)}
            />
            <SelectField
              label={pullCopy.schedule}
              value={form.values.schedule}
              options={pullSchedules.map((schedule) => ({
                value: schedule,
                label: pullCopy.schedules[schedule],
              }))}
              onChange={(schedule) => register('schedule').onChange(schedule)}
            />
          </div>
          <FormField label={pullCopy.headerName} hint={pullCopy.headerHint} error={errors.headerName}>
            {(field) => (
              <Input {...field} {...register('headerName')} autoComplete="off" placeholder="Authorization" />
            )}
          </FormField>
          <FormField label={pullCopy.headerValue} error={errors.headerValue}>
            {(field) => <Input {...field} {...register('headerValue')} type="password" autoComplete="off" />}
          </FormField>
          <FormAlert message={errors.root} />
          <FormDialogFooter submitting={form.isSubmitting} onCancel={() => close(false)} words={copy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
