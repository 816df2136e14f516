import { neutralisedCell } from '@/shared/csv-formula';
import type { Prediction, UnreadableCell } from '@/shared/data/ml';
import type { ScoredFile } from './model-messages';

/**
 * A CSV field, quoted when it holds a separator, a quote, a line break or edge spaces (RFC 4180). A semicolon is
 * quoted too: a spreadsheet whose list separator is `;` would split `x;=1+1` into a cell that runs (ADR 072).
 */
export const csvField = (text: string) =>
  /[",;\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** A cell of the file: a formula a spreadsheet would run quoted away (docs/decisions/072), then quoted as CSV. */
const cellOf = (text: string) => csvField(neutralisedCell(text));

/** The first unreadable cell of each row that has one: those rows are not scored. */
export function problemsByRow(unreadable: UnreadableCell[]): Map<number, UnreadableCell> {
  const rows = new Map<number, UnreadableCell>();
  for (const cell of unreadable) if (!rows.has(cell.row)) rows.set(cell.row, cell);
  return rows;
}

/** A prediction as a cell: the value in full precision, or the likeliest class. */
const predictionText = (prediction: Prediction | undefined) =>
  !prediction ? '' : 'value' in prediction ? String(prediction.value) : prediction.label;

/**
 * The file of new rows as read, with a `prediction` column (empty where a row could not be scored) and a
 * `prediction_problem` column saying why, in the user's words. A text cell a spreadsheet would run as a formula
 * starts with `'`; numbers stay numbers.
 */
export function scoredCsv(
  { table, predictions, unreadable }: ScoredFile,
  describe: (cell: UnreadableCell) => string,
): string {
  const problems = problemsByRow(unreadable);
  const lines = [[...table.names, 'prediction', 'prediction_problem'].map(cellOf).join(',')];
  for (let row = 0; row < table.rowCount; row++) {
    const problem = problems.get(row);
    const cells = table.columns.map((column) => column[row] ?? '');
    cells.push(problem ? '' : predictionText(predictions[row]), problem ? describe(problem) : '');
    lines.push(cells.map(cellOf).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
