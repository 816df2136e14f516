import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { useCreateStream, useUpdateStream } from '@/client/api/workspace/streams';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { connectPostgresFormSchema, type StreamSummary } from '@/shared/data-streams';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import type * as z from 'zod/mini';
import { PostgresFields } from './source-fields';
import { StreamNameFields, SyncFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

type ConnectPostgresDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The source to edit; none to make one. */
  editing?: StreamSummary;
};

/**
 * Makes a PostgreSQL source stream (docs/decisions/055), or edits one: where the database is, who reads it (the
 * password sent once, stored encrypted and never shown again: editing, an empty one keeps it), the read-only query,
 * what each sync does and how often it runs.
 */
export function ConnectPostgresDialog({ open, onOpenChange, editing }: ConnectPostgresDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const formCopy = postgresSourceMessages.form;
  const create = useCreateStream();
  const update = useUpdateStream();
  const source = editing?.postgres;
  const form = useSchemaForm(connectPostgresFormSchema, {
    name: editing?.name ?? formCopy.defaultName,
    datasetName: editing?.datasetName ?? formCopy.defaultDataset,
    mode: editing?.mode ?? 'append',
    schedule: source?.schedule ?? 'daily',
    host: source?.host ?? '',
    port: String(source?.port ?? 5432),
    database: source?.database ?? '',
    user: source?.user ?? '',
    password: '',
    ssl: source?.ssl ?? 'verify-full',
    caCertificate: source?.caCertificate ?? '',
    query: source?.query ?? '',
  });
  const { register, errors } = form;

  const close = closingDialog(form, onOpenChange);

  const save = async ({ caCertificate, ...input }: z.output<typeof connectPostgresFormSchema>) => {
    const port = Number(input.port);
    // Only `verify-full` uses a CA certificate: another mode stores none. Sent when there is one to make, or when
    // an edit changes (or clears) the kept one; left out, the API keeps what is stored.
    const ca = input.ssl === 'verify-full' ? caCertificate.trim() : '';
    try {
      if (editing) {
        const { datasetName: _kept, password, ...settings } = input;
        const changedCa = ca !== (source?.caCertificate ?? '');
        await update.mutateAsync({
          id: editing.id,
          input: {
            kind: 'postgres',
            ...settings,
            port,
            ...(password ? { password } : {}),
            ...(changedCa ? { caCertificate: ca } : {}),
          },
        });
        toast.success(dataStreamsMessages.pull.saved);
      } else {
        await create.mutateAsync({ kind: 'postgres', ...input, port, ...(ca ? { caCertificate: ca } : {}) });
        toast.success(formCopy.created);
      }
      close(false);
    } catch (failure) {
      showRequestFailure(
        failure,
        form.setError,
        ['name', 'datasetName', 'host', 'port', 'database', 'user', 'password', 'caCertificate', 'query'],
        copy.failed,
      );
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
        closeLabel={commonMessages.confirm.close}
      >
        <ConnectForm
          title={editing ? formCopy.editTitle : formCopy.title}
          description={formCopy.description}
          onSubmit={form.handleSubmit(save)}
          submitting={form.isSubmitting}
          refusal={errors.root}
          onCancel={() => close(false)}
          editing={editing !== undefined}
        >
          <PostgresFields
            register={register}
            errors={errors}
            ssl={form.values.ssl}
            keepsPassword={source?.hasPassword ?? false}
          />
          <StreamNameFields register={register} errors={errors} dataset={!editing} />
          <SyncFields register={register} values={form.values} />
        </ConnectForm>
      </DialogContent>
    </Dialog>
  );
}
