import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { useHydrated } from '@/client/lib/use-hydrated';

/** The text-field look without horizontal padding, shared with inputs that hold an icon (Combobox). */
export const inputBaseClass =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background py-2 text-base shadow-xs outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** A text field; read-only until hydrated, since hydration would clear what was typed before it. */
export function Input({ className, type, readOnly, ...props }: ComponentProps<'input'>) {
  const hydrated = useHydrated();
  return (
    <input
      type={type}
      data-slot="input"
      readOnly={readOnly || !hydrated}
      className={cn(
        inputBaseClass,
        'px-3 file:mr-3 file:inline-flex file:h-6 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}
