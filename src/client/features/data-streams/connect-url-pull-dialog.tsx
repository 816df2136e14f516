import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useCreateStream, useUpdateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { urlPullFormSchema, type StreamSummary } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import type * as z from 'zod/mini';
import { UrlPullFields } from './source-fields';
import { StreamNameFields, SyncFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

type ConnectUrlPullDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The pull to edit; none to make one. */
  editing?: StreamSummary;
};

/**
 * Makes a URL pull stream (docs/decisions/054), or edits one: the file's address, what each sync does to the
 * dataset, how often it runs, and one optional header (e.g. an API key), sent with each pull and never shown again.
 * Editing, the address and the header's value are write-only: left empty, the current ones are kept.
 */
export function ConnectUrlPullDialog({ open, onOpenChange, editing }: ConnectUrlPullDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const pullCopy = dataStreamsMessages.pull;
  const create = useCreateStream();
  const update = useUpdateStream();
  const schema = urlPullFormSchema(editing !== undefined);
  const form = useSchemaForm(schema, {
    name: editing?.name ?? pullCopy.defaultName,
    datasetName: editing?.datasetName ?? pullCopy.defaultDataset,
    url: '',
    mode: editing?.mode ?? 'append',
    schedule: editing?.pull?.schedule ?? 'daily',
    headerName: editing?.pull?.headerName ?? '',
    headerValue: '',
  });
  const { register, errors } = form;

  const close = closingDialog(form, onOpenChange);

  const save = async (input: z.output<typeof schema>) => {
    const { name, mode, schedule, url, headerName, headerValue } = input;
    try {
      if (editing) {
        const header = headerName
          ? { name: headerName, ...(headerValue ? { value: headerValue } : {}) }
          : null;
        await update.mutateAsync({
          id: editing.id,
          input: { kind: 'url', name, mode, schedule, header, ...(url ? { url } : {}) },
        });
        toast.success(pullCopy.saved);
      } else {
        await create.mutateAsync({
          kind: 'url',
          name,
          datasetName: input.datasetName,
          url,
          mode,
          schedule,
          ...(headerName ? { header: { name: headerName, value: headerValue } } : {}),
        });
        toast.success(pullCopy.created);
      }
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
          title={editing ? pullCopy.editTitle : pullCopy.createTitle}
          description={pullCopy.description}
          onSubmit={form.handleSubmit(save)}
          submitting={form.isSubmitting}
          refusal={errors.root}
          onCancel={() => close(false)}
          editing={editing !== undefined}
        >
          <StreamNameFields register={register} errors={errors} dataset={!editing} />
          <SyncFields register={register} values={form.values} />
          <UrlPullFields register={register} errors={errors} keptUrl={editing?.pull?.url} />
        </ConnectForm>
      </DialogContent>
    </Dialog>
  );
}
