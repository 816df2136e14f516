import { useState } from 'react';
import { Combobox } from '@/client/components/ui/combobox';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleField } from '../example-field';

const copy = dsmMessages.sections.combobox;
const maxLength = 50;

export function ComboboxExamples() {
  const [city, setCity] = useState('');
  const [office, setOffice] = useState('lisbon');
  return (
    <div className="grid max-w-md gap-5">
      <ExampleField label={copy.label} help={copy.help(maxLength)}>
        {({ id, describedBy }) => (
          <Combobox
            id={id}
            options={copy.options}
            value={city}
            onValueChange={setCity}
            placeholder={copy.placeholder}
            allowCustom
            maxLength={maxLength}
            clearedAnnouncement={copy.cleared}
            aria-describedby={describedBy}
          />
        )}
      </ExampleField>
      <p className="-mt-3 text-xs text-muted-foreground">{copy.value(city)}</p>
      <ExampleField label={copy.strictLabel} help={copy.strictHelp}>
        {({ id, describedBy }) => (
          <Combobox
            id={id}
            options={copy.options}
            value={office}
            onValueChange={setOffice}
            clearedAnnouncement={copy.cleared}
            aria-describedby={describedBy}
          />
        )}
      </ExampleField>
    </div>
  );
}
