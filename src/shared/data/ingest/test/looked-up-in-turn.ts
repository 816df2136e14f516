import type { ColumnValues } from '../column-values';
import { isMissing } from '../nulls';

/**
 * What `columnValues` promises, the plain way, for tests: each cell looked up in turn, distinct cells numbered by
 * first appearance, and their trimmed texts likewise.
 */
export function lookedUpInTurn(cells: readonly string[]): ColumnValues {
  const cellCodes = firstAppearances();
  const codes = new Int32Array(cells.length);
  let missing = 0;
  cells.forEach((cell, row) => {
    if (isMissing(cell)) missing++;
    codes[row] = isMissing(cell) ? -1 : cellCodes.count(cell, 1);
  });
  const { keys: spellings, counts } = cellCodes;
  const textSlots = firstAppearances();
  const textOf = Int32Array.from(spellings, (spelling, index) =>
    textSlots.count(spelling.trim(), counts[index]!),
  );
  const { keys: texts, counts: textCounts } = textSlots;
  return { codes, spellings, counts, texts, textCounts, textOf, present: cells.length - missing, missing };
}

/** Keys numbered by first appearance, each with the sum of what was counted for it. */
function firstAppearances() {
  const numberOf = new Map<string, number>();
  const keys: string[] = [];
  const counts: number[] = [];
  const count = (key: string, by: number) => {
    let number = numberOf.get(key);
    if (number === undefined) {
      number = keys.length;
      numberOf.set(key, number);
      keys.push(key);
      counts.push(0);
    }
    counts[number]! += by;
    return number;
  };
  return { keys, counts, count };
}
