import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What an action's confirm or cancel led to: focus moves here when it appears (keyboard users land on the
 * outcome), and the conversation's log announces it.
 */
export function ActionResult({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {children}
    </div>
  );
}
