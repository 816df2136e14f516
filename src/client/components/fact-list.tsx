import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** A fact: its label and its value. */
export type Fact = [label: string, value: ReactNode];

/**
 * Facts as a description list, each label over its value; values wrap rather than overflow. `className` lays
 * the list out (a grid, a row), `valueClassName` sets how the values read.
 */
export function FactList({
  facts,
  className,
  valueClassName = 'font-medium',
}: {
  facts: Fact[];
  className?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className={cn('[overflow-wrap:anywhere]', valueClassName)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
