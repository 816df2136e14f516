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
import { Textarea } from '@/client/components/ui/textarea';
import { useCreateStream } from '@/client/api/workspace/streams';
import { SelectField } from '@/client/components/select-field';
import { showRequestFailure } from '@/client/lib/form-errors';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { toast } from '@/client/lib/toast';
import { connectPostgresFormSchema, streamModes, streamNameMaxLength } from '@/shared/data-streams';
import { maxSourceQueryLength, sourceSchedules, sourceSslModes } from '@/shared/postgres-source';
import { commonMessages } from '@/shared/i18n/messages/common';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';
import { postgresSourceMessages } from '@/shared/i18n/messages/postgres-source';
import type * as z from 'zod/mini';

type ConnectPostgresDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Makes a PostgreSQL source stream (docs/decisions/055): where the database is, who reads it (the password sent
 * once, stored encrypted and never shown again), the read-only query, what each sync does and how often it runs.
 */
export function ConnectPostgresDialog({ open, onOpenChange }: ConnectPostgresDialogProps) {
  const copy = dataStreamsMessages.webhook;
  const pullCopy = dataStreamsMessages.pull;
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

  const close = (next: boolean) => {
    if (form.isSubmitting) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

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
        <form className="flex flex-col gap-4" noValidate onSubmit={form.handleSubmit(save)}>
          <DialogHeader>
            <DialogTitle>{formCopy.title}</DialogTitle>
            <DialogDescription>{formCopy.description}</DialogDescription>
          </DialogHeader>
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
              options={sourceSchedules.map((schedule) => ({
                value: schedule,
                label: pullCopy.schedules[schedule],
              }))}
              onChange={(schedule) => register('schedule').onChange(schedule)}
            />
          </div>
          <FormAlert message={errors.root} />
          <FormDialogFooter submitting={form.isSubmitting} onCancel={() => close(false)} words={copy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
