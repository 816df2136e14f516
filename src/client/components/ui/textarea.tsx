import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/cn';
import { useHydrated } from '@/client/lib/use-hydrated';

/** Read-only until hydrated, as Input. */
export function Textarea({ className, readOnly, ...props }: ComponentProps<'textarea'>) {
  const hydrated = useHydrated();
  return (
    <textarea
      data-slot="textarea"
      readOnly={readOnly || !hydrated}
      className={cn(
        'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
