import { SendHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { assistantMessages } from '@/shared/i18n/messages/assistant';

/**
 * The question input: a labelled field and an Ask button; Enter asks and empties the field. `onChange` hears
 * every keystroke (Home offers the command bar's results from it); `after` sits under the hint.
 */
export function AskForm({
  label,
  hint,
  placeholder,
  disabled = false,
  onAsk,
  onChange,
  after,
}: {
  label: string;
  hint: string;
  placeholder?: string;
  disabled?: boolean;
  onAsk: (question: string) => void;
  onChange?: (value: string) => void;
  after?: ReactNode;
}) {
  const copy = assistantMessages;
  const id = useId();
  const [value, setValue] = useState('');
  const submit = () => {
    if (disabled || !value.trim()) return;
    onAsk(value);
    setValue('');
    onChange?.('');
  };
  // Not a form: a question is no record to save (the schema forms' rule), Enter in the field asks.
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          enterKeyHint="send"
          className="min-w-0 flex-1"
          onChange={(event) => {
            setValue(event.target.value);
            onChange?.(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            submit();
          }}
        />
        <Button
          type="button"
          disabled={disabled}
          onClick={submit}
          aria-label={copy.submit}
          className="shrink-0"
        >
          <SendHorizontal aria-hidden className="size-4" />
          <span className="hidden sm:inline">{copy.submit}</span>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {after}
    </div>
  );
}
