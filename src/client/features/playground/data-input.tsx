import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/form-field';
import { Textarea } from '@/client/components/ui/textarea';
import { cn } from '@/client/lib/cn';
import { useSchemaForm } from '@/client/lib/forms/use-schema-form';
import { pastedDataSchema } from '@/shared/datasets';
import { playgroundMessages } from '@/shared/i18n/messages/playground';
import { datasetMaxMegabytes } from '@/client/lib/datasets/dataset-reader';

type DataInputProps = { onFile: (file: File) => void; onText: (text: string) => void; busy: boolean };

/** A file chosen or dropped, or text pasted: the three ways data comes into the playground. */
export function DataInput({ onFile, onText, busy }: DataInputProps) {
  const copy = playgroundMessages.input;
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const paste = useSchemaForm(pastedDataSchema, { text: '' });
  const limitId = useId();

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  };

  return (
    <section aria-labelledby="playground-input-heading" className="flex flex-col gap-4">
      <h2 id="playground-input-heading" className="text-xl font-semibold">
        {copy.heading}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors sm:p-8',
          dragging && 'border-brand bg-muted',
        )}
      >
        <FileUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="font-medium">{copy.drop}</p>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.tsv,.txt,.json,.xlsx,text/csv,application/json,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-describedby={limitId}
        >
          {copy.choose}
        </Button>
        <p id={limitId} className="max-w-prose text-sm text-muted-foreground">
          {copy.limit(datasetMaxMegabytes)}
        </p>
      </div>
      <form
        className="flex flex-col gap-2"
        onSubmit={paste.handleSubmit(({ text }) => onText(text))}
        noValidate
      >
        <FormField label={copy.pasteLabel} error={paste.errors.text}>
          {(field) => (
            <Textarea
              {...field}
              {...paste.register('text')}
              rows={4}
              spellCheck={false}
              className="font-mono text-sm"
              placeholder={'name,age\nAda,36'}
            />
          )}
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="self-start"
          disabled={busy || !paste.values.text.trim()}
        >
          {copy.pasteSubmit}
        </Button>
      </form>
    </section>
  );
}
