// The shape every bench section reports in: figures (with optional budgets) for bench/results.json and
// a ready-made table for the console.

export type Unit = 'bytes' | 'ms' | 'req/s' | 'rows/s' | 'score' | 'ratio' | 'count';

/** `max`: the figure must not exceed it; `min`: it must reach it. */
export type Budget = { max: number } | { min: number };

export type Figure = {
  /** Stable key, e.g. `bundle./login.initialJsGzip`; later runs can be compared by it. */
  id: string;
  label: string;
  value: number;
  unit: Unit;
  budget?: Budget;
  /** Present exactly when there is a budget. */
  pass?: boolean;
};

export type Table = { title?: string; head: string[]; rows: string[][]; notes?: string[] };

export type SectionResult = {
  title: string;
  figures: Figure[];
  tables: Table[];
  /** Everything else worth keeping in results.json (per-run values, file lists, findings). */
  details?: unknown;
};

export function figure(id: string, label: string, value: number, unit: Unit, budget?: Budget): Figure {
  if (!budget) return { id, label, value, unit };
  const pass = 'max' in budget ? value <= budget.max : value >= budget.min;
  return { id, label, value, unit, budget, pass };
}

/** A mark for a figure in a table cell: nothing without a budget. */
export const mark = (f: Figure) => (f.pass === undefined ? '' : f.pass ? ' ✓' : ' ✗');

/** Sizes in kB of 1000 bytes, as Vite and Chrome DevTools print them. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const MB = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const ms = (value: number) => `${Math.round(value)} ms`;

export function budgetText(budget: Budget | undefined, format: (value: number) => string): string {
  if (!budget) return '';
  return 'max' in budget ? `≤ ${format(budget.max)}` : `≥ ${format(budget.min)}`;
}
