import { FormField } from '@/client/components/form-field';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { useCreateStream } from '@/client/api/workspace/streams';
import { SelectField } from '@/client/components/select-field';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { connectPostgresFormSchema } from '@/shared/data-streams';
import { maxSourceQueryLength, sourceSslModes } from '@/shared/postgres-source';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import type * as z from 'zod/mini';
import { StreamNameFields, SyncFields } from './stream-form-fields';
import { closingDialog, ConnectForm } from './connect-form';

type ConnectPostgresDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Makes a PostgreSQL source stream (docs/decisions/055): where the database is, who reads it (the password sent
 * once, stored encrypted and never shown again), the read-only query, what each sync does and how often it runs.
 */
export function ConnectPostgresDialog({ open, onOpenChange }: ConnectPostgresDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const formCopy = postgresSourceMessages.form;
  const create = useCreateStream();
  const form = useSchemaForm(connectPostgresFormSchema, {
    name: formCopy.defaultName,
    datasetName: formCopy.defaultDataset,
    mode: 'append',
    schedule: 'daily',
    host: '',
    port: '5432',
    database: '',
    user: '',
    password: '',
    ssl: 'require',
    query: '',
  });
  const { register, errors } = form;

  const close = closingDialog(form, onOpenChange);

  const save = async (input: z.output<typeof connectPostgresFormSchema>) => {
    try {
      await create.mutateAsync({ kind: 'postgres', ...input, port: Number(input.port) });
      toast.success(formCopy.created);
      close(false);
    } catch (failure) {
      showRequestFailure(
        failure,
        form.setError,
        ['name', 'datasetName', 'host', 'port', 'database', 'user', 'password', 'query'],
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
          title={formCopy.title}
          description={formCopy.description}
          onSubmit={form.handleSubmit(save)}
          submitting={form.isSubmitting}
          refusal={errors.root}
          onCancel={() => close(false)}
        >
          <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
            <FormField label={formCopy.host} error={errors.host}>
              {(field) => <Input {...field} {...register('host')} autoComplete="off" spellCheck={false} />}
            </FormField>
            <FormField label={formCopy.port} error={errors.port}>
              {(field) => <Input {...field} {...register('port')} inputMode="numeric" autoComplete="off" />}
            </FormField>
          </div>
          <FormField label={formCopy.database} error={errors.database}>
            {(field) => <Input {...field} {...register('database')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={formCopy.user} error={errors.user}>
              {(field) => <Input {...field} {...register('user')} autoComplete="off" spellCheck={false} />}
            </FormField>
            <FormField label={formCopy.password} hint={formCopy.passwordHint} error={errors.password}>
              {(field) => (
                <Input {...field} {...register('password')} type="password" autoComplete="new-password" />
              )}
            </FormField>
          </div>
          <SelectField
            label={formCopy.ssl}
            value={form.values.ssl}
            options={sourceSslModes.map((mode) => ({ value: mode, label: formCopy.sslModes[mode] }))}
            onChange={(mode) => register('ssl').onChange(mode)}
          />
          <FormField label={formCopy.query} hint={formCopy.queryHint} error={errors.query}>
            {(field) => (
              <Textarea
                {...field}
                {...register('query')}
                rows={5}
                maxLength={maxSourceQueryLength}
                spellCheck={false}
                className="font-mono text-sm"
                placeholder="SELECT …"
              />
            )}
          </FormField>
          <StreamNameFields register={register} errors={errors} />
          <SyncFields register={register} values={form.values} />
        </ConnectForm>
      </DialogContent>
    </Dialog>
  );
}
