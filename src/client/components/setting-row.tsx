import type { ReactNode } from 'react';
import { Label } from '@/client/components/ui/label';

/**
 * One setting: its label and hint (`<id>-hint`, for the control's aria-describedby) on the left, its control on
 * the right, stacked on narrow screens. A list item inside a list.
 */
export function SettingRow({
  id,
  label,
  hint,
  as: Row = 'div',
  children,
}: {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  hint: ReactNode;
  as?: 'div' | 'li';
  children: ReactNode;
}) {
  return (
    <Row className="flex flex-col gap-3 border-b py-4 first:pt-0 last:border-b-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {children}
    </Row>
  );
}
