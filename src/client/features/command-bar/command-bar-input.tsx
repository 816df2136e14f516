import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/client/components/ui/input';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { useCommandBar } from './command-bar-context';

/**
 * The home's follow-up input: what is typed here opens the command bar with that text, which then filters its
 * list; Enter or a click opens it as it is.
 */
export function CommandBarInput() {
  const copy = appAreaMessages.home;
  const id = useId();
  const { openCommandBar } = useCommandBar();
  // The text stays: keys typed while the command bar first loads add to it, and it opens with all of them.
  const [value, setValue] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {copy.followUpLabel}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          value={value}
          placeholder={copy.followUpPlaceholder}
          aria-describedby={`${id}-hint`}
          aria-haspopup="dialog"
          autoComplete="off"
          className="pl-9"
          onChange={(event) => {
            setValue(event.target.value);
            if (event.target.value.trim()) openCommandBar(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              openCommandBar(value);
            }
          }}
          onClick={() => openCommandBar(value)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {copy.followUpHint}
      </p>
    </div>
  );
}
