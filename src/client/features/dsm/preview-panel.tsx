import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { PreviewThemeContext } from './preview-theme';

/** One rendering of an example, named by its caption, with the given theme's tokens forced inside. */
export function PreviewPanel({
  caption,
  theme,
  children,
}: {
  caption: string;
  theme: 'light' | 'dark';
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={captionId}
      className={cn('min-w-0 rounded-xl border bg-background p-4 text-foreground sm:p-6', theme)}
    >
      <p id={captionId} className="mb-4 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {caption}
      </p>
      <PreviewThemeContext value={{ theme }}>{children}</PreviewThemeContext>
    </div>
  );
}
