import { useState } from 'react';
import { Textarea } from '@/client/components/ui/textarea';
import { dsmMessages } from '@/shared/i18n/messages/dsm';
import { ExampleField } from '../example-field';

const copy = dsmMessages.sections.textarea;
const maxLength = 280;

export function TextareaExamples() {
  const [text, setText] = useState('');
  return (
    <div className="grid max-w-md gap-5">
      <ExampleField label={copy.label} help={copy.count(maxLength - text.length)}>
        {({ id, describedBy }) => (
          <Textarea
            id={id}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={copy.placeholder}
            maxLength={maxLength}
            aria-describedby={describedBy}
          />
        )}
      </ExampleField>
      <ExampleField label={copy.disabled}>
        {({ id }) => <Textarea id={id} defaultValue={copy.disabledValue} disabled />}
      </ExampleField>
    </div>
  );
}
