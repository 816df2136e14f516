import Papa from 'papaparse';
import { isMissing } from './nulls';
import { sniffNumberFormat, type NumberFormat } from './numbers';
import { looksTyped } from './types';

export const delimiters = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof delimiters)[number];
export const quotes = ['"', "'"] as const;
export type Quote = (typeof quotes)[number];
export type Newline = '\r\n' | '\n' | '\r';

/** How a delimited file is written; every part is detected and every part can be set by the user. */
export type Dialect = NumberFormat & {
  delimiter: Delimiter;
  quote: Quote;
  newline: Newline;
  header: boolean;
  /** Fields in a row: the most common count in the sample, never fewer than the header's. */
  width: number;
};
export type DialectChoice = Partial<Omit<Dialect, 'newline' | 'width'>>;

const sampleChars = 64 * 1024;
const sampleRows = 200;

export function detectNewline(text: string): Newline {
  const at = text.search(/[\r\n]/);
  if (at < 0 || text[at] === '\n') return '\n';
  return text[at + 1] === '\n' ? '\r\n' : '\r';
}

/** The first rows of the file, cut at a line end so no record is half read. */
function sampleOf(text: string, newline: Newline): string {
  if (text.length <= sampleChars) return text;
  const end = text.lastIndexOf(newline, sampleChars);
  return end > 0 ? text.slice(0, end) : text.slice(0, sampleChars);
}

const isBlank = (record: string[]) => record.length === 1 && record[0] === '';

function records(sample: string, delimiter: Delimiter, quote: Quote, newline: Newline) {
  const { data, errors } = Papa.parse<string[]>(sample, {
    delimiter,
    quoteChar: quote,
    newline,
    preview: sampleRows,
  });
  return {
    rows: data.filter((record) => !isBlank(record)),
    quoteErrors: errors.filter((e) => e.type === 'Quotes').length,
  };
}

/** The most frequent count, the larger on a tie. */
function mode(counts: number[]): number {
  const seen = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (const count of counts) {
    const times = (seen.get(count) ?? 0) + 1;
    seen.set(count, times);
    if (times > bestCount || (times === bestCount && count > best)) [best, bestCount] = [count, times];
  }
  return best;
}

/** Whether some field is wrapped in single quotes: only then is `'` a quote candidate, never a mere apostrophe. */
function quotesFields(sample: string, delimiter: Delimiter): boolean {
  const d = delimiter === '|' ? '\\|' : delimiter;
  return new RegExp(`(?:^|${d})'[^'\\r\\n]*'(?=${d}|\\r?$)`, 'm').test(sample);
}

type Candidate = { delimiter: Delimiter; quote: Quote; rows: string[][]; width: number; score: number[] };

/**
 * DuckDB's way (docs/decisions/035): read the sample with every candidate dialect and keep those whose rows agree
 * on their field count about as well as the best (within a tenth: a few ragged rows must not hand a `;` file of
 * decimal commas to the comma); among them the one whose columns take a type, then more columns, fewer broken
 * quotes, a double quote, and the order of `delimiters`. A single column wins only when nothing splits the rows.
 */
function bestCandidate(sample: string, newline: Newline, choice: DialectChoice): Candidate {
  const candidates: (Candidate & { consistent: number })[] = [];
  for (const delimiter of choice.delimiter ? [choice.delimiter] : delimiters) {
    for (const quote of choice.quote ? [choice.quote] : quotes) {
      if (quote === "'" && !choice.quote && !quotesFields(sample, delimiter)) continue;
      const { rows, quoteErrors } = records(sample, delimiter, quote, newline);
      const width = mode(rows.map((row) => row.length));
      const consistent = rows.filter((row) => row.length === width).length;
      const typed =
        width > 1 ? typedColumns(rows.slice(1), width, sniffNumberFormat(rows.slice(1).flat())) : 0;
      const score = [width > 1 ? 1 : 0, typed, width, -quoteErrors, quote === '"' ? 1 : 0];
      candidates.push({ delimiter, quote, rows, width, score, consistent });
    }
  }
  const split = candidates.filter((candidate) => candidate.width > 1);
  const pool = split.length > 0 ? split : candidates;
  const most = Math.max(...pool.map((candidate) => candidate.consistent));
  let best: Candidate | undefined;
  for (const candidate of pool) {
    if (candidate.consistent < most * 0.9) continue;
    if (!best || greater(candidate.score, best.score)) best = candidate;
  }
  return best!;
}

function greater(a: number[], b: number[]): boolean {
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return a[index]! > b[index]!;
  return false;
}

function columnOf(rows: string[][], index: number): string[] {
  return rows.map((row) => row[index] ?? '').filter((cell) => !isMissing(cell));
}

function typedColumns(rows: string[][], width: number, format: NumberFormat): number {
  let typed = 0;
  for (let index = 0; index < width; index++) if (looksTyped(columnOf(rows, index), format)) typed++;
  return typed;
}

/**
 * DuckDB's header rule: the first row is a header when every column is text, or when a typed column's first cell
 * does not read as that type (`price` over numbers). A first row that fits every column's type is data.
 */
function hasHeader(rows: string[][], width: number, format: NumberFormat): boolean {
  if (rows.length < 2) return true;
  const [first, ...rest] = rows as [string[], ...string[][]];
  let anyTyped = false;
  for (let index = 0; index < width; index++) {
    const values = columnOf(rest, index);
    const kind = looksTyped(values, format);
    if (!kind) continue;
    anyTyped = true;
    const cell = first[index] ?? '';
    if (!isMissing(cell) && !looksTyped([cell], format, kind)) return true;
  }
  return !anyTyped;
}

/** Extra fields that are all empty (`a,b,c,` on every line) widen no table. */
function widthOf(rows: string[][], headerWidth: number): number {
  return mode(
    rows.map((row) => {
      let end = row.length;
      while (end > headerWidth && row[end - 1] === '') end--;
      return end;
    }),
  );
}

/** The dialect of a delimited text: detected from its first rows, with the user's choices kept as given. */
export function sniffDialect(text: string, choice: DialectChoice = {}): Dialect {
  const newline = detectNewline(text);
  const candidate = bestCandidate(sampleOf(text, newline), newline, choice);
  const rows = candidate.rows;
  const format = sniffNumberFormat(rows.slice(1).flat(), choice);
  const header = choice.header ?? hasHeader(rows, candidate.width, format);
  const width =
    header && rows[0] ? Math.max(rows[0].length, widthOf(rows.slice(1), rows[0].length)) : candidate.width;
  return { delimiter: candidate.delimiter, quote: candidate.quote, newline, header, width, ...format };
}
