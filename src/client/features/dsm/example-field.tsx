import { useId, type ReactNode } from 'react';
import { Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';

type FieldIds = { id: string; describedBy: string | undefined };

type ExampleFieldProps = {
  label: string;
  help?: string;
  error?: string;
  children: (ids: FieldIds) => ReactNode;
};

/** Label, control and help or error text, tied together by ids the control receives. */
export function ExampleField({ label, help, error, children }: ExampleFieldProps) {
  const id = useId();
  const noteId = useId();
  const note = error ?? help;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, describedBy: note ? noteId : undefined })}
      {note && (
        <p id={noteId} className={cn('text-sm', error ? 'text-destructive' : 'text-muted-foreground')}>
          {note}
        </p>
      )}
    </div>
  );
}
