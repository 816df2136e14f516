import { cn } from '@/client/lib/cn';
import { commonMessages } from '@/shared/i18n/messages/common';

/** A CSS-only spinner (no icon code), announced to screen readers. */
export function Spinner({
  className,
  label = commonMessages.loading,
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
