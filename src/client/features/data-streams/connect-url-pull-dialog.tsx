import { FormField } from '@/client/components/form-field';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { useCreateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { connectUrlPullFormSchema, pullUrlMaxLength } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type * as z from 'zod/mini';
import { StreamNameFields, SyncFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

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

  const close = closingDialog(form, onOpenChange);

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
        <ConnectForm
          title={pullCopy.createTitle}
          description={pullCopy.description}
          onSubmit={form.handleSubmit(save)}
          submitting={form.isSubmitting}
          refusal={errors.root}
          onCancel={() => close(false)}
        >
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
          <StreamNameFields register={register} errors={errors} />
          <SyncFields register={register} values={form.values} />
          <FormField label={pullCopy.headerName} hint={pullCopy.headerHint} error={errors.headerName}>
            {(field) => (
              <Input {...field} {...register('headerName')} autoComplete="off" placeholder="Authorization" />
            )}
          </FormField>
          <FormField label={pullCopy.headerValue} error={errors.headerValue}>
            {(field) => <Input {...field} {...register('headerValue')} type="password" autoComplete="off" />}
          </FormField>
        </ConnectForm>
      </DialogContent>
    </Dialog>
  );
}
