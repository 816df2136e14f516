import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

type FormAlertProps = {
  message?: string;
  /** A way forward after the message, such as a link. */
  children?: ReactNode;
  className?: string;
};

/**
 * A form's error region. It is always in the page, empty until needed, so screen readers announce the
 * message the moment it appears.
 */
export function FormAlert({ message, children, className }: FormAlertProps) {
  return (
    <div
      role="alert"
      className={cn(
        message
          ? 'rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive'
          : 'sr-only',
        className,
      )}
    >
      {message && (
        <>
          {message}
          {children && <> {children}</>}
        </>
      )}
    </div>
  );
}
