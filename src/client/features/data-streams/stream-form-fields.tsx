import { FormField } from '@/client/components/form-field';
import { SelectField } from '@/client/components/select-field';
import { Input } from '@/client/components/ui/input';
import type { FieldRegistration } from '@/client/lib/forms/use-schema-form';
import {
  pullSchedules,
  streamModes,
  streamNameMaxLength,
  type PullSchedule,
  type StreamMode,
} from '@/shared/data-streams';
import { dataStreamsMessages } from '@/shared/i18n/messages/data-streams';

type Register<Name extends string> = (name: Name) => FieldRegistration;

/** Every connect dialog's stream name and the name of the dataset its rows go to (not when editing: `dataset`). */
export function StreamNameFields({
  register,
  errors,
  dataset = true,
}: {
  register: Register<'name' | 'datasetName'>;
  errors: { name?: string; datasetName?: string };
  dataset?: boolean;
}) {
  const copy = dataStreamsMessages.webhook;
  return (
    <>
      <FormField label={copy.name} error={errors.name}>
        {(field) => (
          <Input {...field} {...register('name')} maxLength={streamNameMaxLength} autoComplete="off" />
        )}
      </FormField>
      {dataset && (
        <FormField label={copy.datasetName} error={errors.datasetName}>
          {(field) => <Input {...field} {...register('datasetName')} autoComplete="off" />}
        </FormField>
      )}
    </>
  );
}

/** A pulling stream's sync settings (URL pulls, PostgreSQL sources): what each sync does, and how often it runs. */
export function SyncFields({
  register,
  values,
}: {
  register: Register<'mode' | 'schedule'>;
  values: { mode: StreamMode; schedule: PullSchedule };
}) {
  const copy = dataStreamsMessages.pull;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={copy.mode}
        value={values.mode}
        options={streamModes.map((mode) => ({ value: mode, label: copy.modes[mode] }))}
        onChange={(mode) => register('mode').onChange(mode)}
      />
      <SelectField
        label={copy.schedule}
        value={values.schedule}
        options={pullSchedules.map((schedule) => ({ value: schedule, label: copy.schedules[schedule] }))}
        onChange={(schedule) => register('schedule').onChange(schedule)}
      />
    </div>
  );
}
