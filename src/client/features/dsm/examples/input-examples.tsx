import { Input } from '@/client/components/ui/input';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleField } from '../example-field';

const copy = dsmMessages.sections.input;

export function InputExamples() {
  return (
    <div className="grid max-w-md gap-5">
      <ExampleField label={copy.name}>
        {({ id }) => <Input id={id} placeholder={copy.namePlaceholder} />}
      </ExampleField>
      <ExampleField label={copy.email} help={copy.emailHelp}>
        {({ id, describedBy }) => (
          <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} />
        )}
      </ExampleField>
      <ExampleField label={copy.invalid} error={copy.invalidError}>
        {({ id, describedBy }) => (
          <Input id={id} defaultValue={copy.invalidValue} aria-invalid aria-describedby={describedBy} />
        )}
      </ExampleField>
      <ExampleField label={copy.disabled}>
        {({ id }) => <Input id={id} defaultValue={copy.disabledValue} disabled />}
      </ExampleField>
      <ExampleField label={copy.file}>
        {({ id }) => <Input id={id} type="file" accept="image/*" />}
      </ExampleField>
    </div>
  );
}
