import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { inputBaseClass } from '@/client/components/ui/input';
import { cn } from '@/client/lib/cn';
import { commonMessages } from '@/shared/i18n/messages/common';

type SearchFieldProps = {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search box with its icon and a button that clears it; Escape clears it too. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className={cn(inputBaseClass, 'pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden')}
      />
      {value && (
        <button
          type="button"
          aria-label={commonMessages.search.clear}
          title={commonMessages.search.clear}
          onClick={() => onChange('')}
          className="absolute right-1.5 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
