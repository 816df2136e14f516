import { seeded } from '../seeded-random';

/** Held out for the scores, and the share of the rest kept for validation (early stopping, the choice). */
export const testShare = 0.2;
export const validationShare = 0.2;

/** Row indices: trained on (`fit`), validated on (early stopping and the model's choice), scored on (`test`). */
export type Split = {
  kind: 'random' | 'stratified' | 'time';
  fit: Uint32Array;
  validation: Uint32Array;
  test: Uint32Array;
};

function shuffle(rows: number[], random: ReturnType<typeof seeded>): number[] {
  for (let at = rows.length - 1; at > 0; at--) {
    const other = Math.floor(random.next() * (at + 1));
    [rows[at], rows[other]] = [rows[other]!, rows[at]!];
  }
  return rows;
}

const sorted = (rows: number[]) => Uint32Array.from(rows).sort();

/**
 * 80/20 with a fixed seed, then a validation slice of the 80 %: by time when `time` is given (the latest rows held
 * out, rows without a date first), stratified by class for classification (each class held out in proportion),
 * otherwise at random. Only rows whose target is present take part.
 */
export function splitRows(
  y: Float64Array,
  seed: number,
  options: { classes?: number; time?: Float64Array } = {},
): Split {
  const present: number[] = [];
  for (let row = 0; row < y.length; row++) if (!Number.isNaN(y[row]!)) present.push(row);
  const { time, classes } = options;
  if (time) {
    const key = (row: number) => (Number.isNaN(time[row]!) ? -Infinity : time[row]!);
    const ordered = present.sort((a, b) => key(a) - key(b) || a - b);
    const testStart = ordered.length - Math.round(ordered.length * testShare);
    const validationStart = testStart - Math.round(testStart * validationShare);
    return {
      kind: 'time',
      fit: sorted(ordered.slice(0, validationStart)),
      validation: sorted(ordered.slice(validationStart, testStart)),
      test: sorted(ordered.slice(testStart)),
    };
  }
  const random = seeded(seed);
  const groups: number[][] = classes === undefined ? [present] : Array.from({ length: classes }, () => []);
  if (classes !== undefined) for (const row of present) groups[y[row]!]!.push(row);
  const fit: number[] = [];
  const validation: number[] = [];
  const test: number[] = [];
  for (const group of groups) {
    shuffle(group, random);
    const testCount = Math.round(group.length * testShare);
    const validationCount = Math.round((group.length - testCount) * validationShare);
    group.forEach((row, at) =>
      (at < testCount ? test : at < testCount + validationCount ? validation : fit).push(row),
    );
  }
  return {
    kind: classes === undefined ? 'random' : 'stratified',
    fit: sorted(fit),
    validation: sorted(validation),
    test: sorted(test),
  };
}
