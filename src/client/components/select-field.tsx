import { useId } from 'react';
import { inputBaseClass } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/cn';

export type SelectOption<V extends string> = { value: V; label: string };

type SelectFieldProps<V extends string> = {
  label: string;
  /** A word under the label: whether the value was detected or chosen. */
  note?: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A labelled native select: the platform's own keyboard handling and, on a phone, its own picker. The import
 * screen's settings and types are many small choices, each read again at once, where a native control is quickest.
 */
export function SelectField<V extends string>({
  label,
  note,
  value,
  options,
  onChange,
  disabled,
  className,
}: SelectFieldProps<V>) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(event.target.value as V)}
        className={cn(inputBaseClass, 'px-3 text-foreground')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {note && (
        <p id={noteId} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  );
}
