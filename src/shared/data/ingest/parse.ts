import Papa from 'papaparse';
import { datasetMaxColumns, datasetMaxRows } from '../../datasets';
import { columnNames } from './column-names';
import { cutText } from './cut-text';
import { tooManyColumns, tooManyRows, type IngestError } from './limits';
import type { Dialect } from './sniff';
import type { Anomaly, ParsedTable } from './table';

/** Ragged rows are kept (short ones padded, long ones' extra fields in an "extra" column) or skipped. */
export type RaggedRows = 'keep' | 'skip';
export type ParseOptions = {
  ragged?: RaggedRows;
  /** Told how many characters are read, every few thousand rows. */
  onProgress?: (done: number, total: number) => void;
};
export type Parsed =
  | { ok: true; table: ParsedTable; anomalies: Anomaly[]; anomalyCount: number }
  | { ok: false; error: IngestError };

/** Anomalies listed in full; past this many they are only counted. */
export const anomaliesKept = 10_000;
const rawMaxChars = 500;

type Step = { data: string[]; errors: Papa.ParseError[]; meta: { cursor: number } };

/** Counts file lines up to an offset as the parser moves on, so a row's line costs one scan of the text in all. */
function lineCounter(text: string, newline: Dialect['newline']) {
  const mark = newline === '\r' ? '\r' : '\n';
  let line = 1;
  let at = 0;
  return (offset: number) => {
    for (let next = text.indexOf(mark, at); next >= 0 && next < offset; next = text.indexOf(mark, next + 1))
      line++;
    at = Math.max(at, offset);
    return line;
  };
}

/** How many lines the text has: the rows it can hold at most (rows over the limit are refused, never kept). */
function lineCount(text: string, newline: Dialect['newline']): number {
  const mark = newline === '\r' ? '\r' : '\n';
  let count = 1;
  for (let at = text.indexOf(mark); at >= 0 && count <= datasetMaxRows; at = text.indexOf(mark, at + 1))
    count++;
  return count;
}

/** Cells an interner reads before it decides whether its column repeats enough to pay. */
const internTrial = 4096;
/** Longer cells are cut without a look-up: long texts seldom repeat. */
const internMaxLength = 64;
/** Distinct values an interner keeps at most. */
const internMaxValues = 1 << 16;

/**
 * Hands out one string per distinct cell text of a column, read straight from the file's text: a cell equal to an
 * earlier one allocates nothing. Most columns repeat (a score, a city, a date per day), and every cell string
 * outlives the young generation, so each one not allocated is garbage-collector copying saved. A column of mostly
 * new values turns it off after its first cells.
 */
class Interner {
  private table = new Int32Array(2 * 64);
  private mask = 63;
  private readonly values: string[] = [];
  private cells = 0;
  private on = true;

  cut(text: string, from: number, to: number): string {
    const length = to - from;
    if (this.on && ++this.cells === internTrial && this.values.length * 2 > internTrial) this.stop();
    if (!this.on || length > internMaxLength) return text.slice(from, to);
    let hash = 0x811c9dc5;
    for (let index = from; index < to; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    hash ^= hash >>> 15;
    const { table, mask, values } = this;
    let at = hash & mask;
    for (; ; at = (at + 1) & mask) {
      const slot = table[2 * at]! - 1;
      if (slot < 0) break;
      if (table[2 * at + 1] !== hash) continue;
      const value = values[slot]!;
      if (value.length !== length) continue;
      let index = 0;
      while (index < length && value.charCodeAt(index) === text.charCodeAt(from + index)) index++;
      if (index === length) return value;
    }
    const value = text.slice(from, to);
    table[2 * at] = values.length + 1;
    table[2 * at + 1] = hash;
    values.push(value);
    if (values.length >= internMaxValues) this.stop();
    else if (values.length * 2 > mask) this.grow();
    return value;
  }

  /** Cuts every later cell as it is, and lets the table go (the strings handed out stay in the columns). */
  private stop() {
    this.on = false;
    this.table = new Int32Array(0);
    this.values.length = 0;
  }

  private grow() {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = this.table.length / 2 - 1;
    for (let from = 0; from < old.length; from += 2) {
      if (old[from] === 0) continue;
      let at = old[from + 1]! & this.mask;
      while (this.table[2 * at] !== 0) at = (at + 1) & this.mask;
      this.table[2 * at] = old[from]!;
      this.table[2 * at + 1] = old[from + 1]!;
    }
  }
}

/** Text papaparse would read in its fast mode (no quote character at all), cut here the same way. */
const quoteFree = (text: string, dialect: Dialect) =>
  (dialect.delimiter as string).length === 1 &&
  ',;\t|'.includes(dialect.delimiter) &&
  text.charCodeAt(0) !== 0xfeff &&
  (dialect.quote as string).length === 1 &&
  text.indexOf(dialect.quote) < 0;
const isBlank = (fields: string[]) => fields.length === 1 && fields[0] === '';
/** Rows between two progress reports: often enough for a bar, rare enough to cost nothing. */
const progressEvery = 4096;
/**
 * Quotes that never close, read again from the next line each time by a parse of the rest of the text: past this
 * many, the rest is read line by line without quoting, so a file of lines like `"x` costs linear time, not
 * quadratic. The same fields either way: a quote that finds no close before the end of the text means no later
 * quote closes a field either (but for a field of just `""`, read then as broken).
 */
export const maxQuoteRestarts = 1;

/**
 * A delimited text read whole, forgivingly: a row with too few or too many fields, or a broken quote, is kept or
 * skipped and listed with its line and text; quoted newlines, `\r\n` and blank lines are not anomalies. Refused
 * only over the limits (docs/decisions/035).
 */
export function parseDelimited(text: string, dialect: Dialect, options: ParseOptions = {}): Parsed {
  const keep = (options.ragged ?? 'keep') === 'keep';
  const lineAt = lineCounter(text, dialect.newline);
  const anomalies: Anomaly[] = [];
  let anomalyCount = 0;
  let header: string[] | undefined;
  let width = dialect.width;
  // Rows are at most the lines: each column is allocated once at that size (cut to the rows at the end) rather than
  // grown and copied as rows come.
  const capacity = lineCount(text, dialect.newline);
  const columns: string[][] = [];
  const lines = new Array<number>(capacity);
  let extra: string[] | undefined;
  let rowCount = 0;
  let error: IngestError | undefined;

  const note = (anomaly: Anomaly) => {
    anomalyCount++;
    if (anomalies.length < anomaliesKept) anomalies.push(anomaly);
  };
  const rawOf = (start: number, end: number) =>
    cutText(text.slice(start, end).replace(/[\r\n]+$/, ''), rawMaxChars);

  const addRow = (fields: string[], line: number, start: number, end: number, quoteBroken: boolean) => {
    if (!header && dialect.header) {
      header = fields;
      width = Math.max(width, fields.length);
      return;
    }
    if (width > datasetMaxColumns) return void (error = tooManyColumns(width));
    while (columns.length < width) columns.push(new Array<string>(capacity));
    let found = fields.length;
    while (found > width && fields[found - 1] === '') found--;
    const kind = found < width ? 'short-row' : found > width ? 'long-row' : undefined;
    if (quoteBroken) {
      note({ kind: 'broken-quote', line, raw: rawOf(start, end), action: 'kept', row: rowCount + 1 });
    }
    if (kind) {
      const action = !keep ? 'skipped' : kind === 'short-row' ? 'padded' : 'extra';
      note({
        kind,
        line,
        raw: rawOf(start, end),
        action,
        expected: width,
        found,
        ...(keep ? { row: rowCount + 1 } : {}),
      });
      if (!keep) return;
    }
    if (rowCount >= datasetMaxRows) return void (error = tooManyRows);
    for (let index = 0; index < width; index++) columns[index]![rowCount] = fields[index] ?? '';
    if (found > width) {
      extra ??= new Array<string>(rowCount).fill('');
      extra.push(fields.slice(width, found).join(dialect.delimiter));
    } else extra?.push('');
    lines[rowCount] = line;
    rowCount++;
  };

  const brokenQuote = (line: number, start: number, stop: number, fields: string[]) => {
    note({
      kind: 'broken-quote',
      line,
      raw: rawOf(start, stop),
      action: keep ? 'kept' : 'skipped',
      ...(keep ? { row: rowCount + 1 } : {}),
    });
    if (keep) addRow(fields, line, start, stop, false);
  };

  let offset = 0;
  let steps = 0;
  if (quoteFree(text, dialect)) {
    // No quote anywhere: papaparse would split the text by newline, then each row by the delimiter, one array per
    // row (its fast mode). The same fields, cut straight from the text: only rows that are the header, ragged or
    // over a limit go through an array and `addRow`.
    const { delimiter, newline } = dialect;
    const fields: string[] = [];
    const interners: Interner[] = [];
    // Split on a one-character newline, each row is one line; `\r\n` rows may hold a lone `\n`, counted as ever.
    const oneLine = newline !== '\r\n';
    let lineNumber = 0;
    let start = 0;
    // The next delimiter, found once: a file with few or none (one column) is never searched to its end per row.
    let cut = text.indexOf(delimiter);
    while (!error) {
      lineNumber++;
      const lineEnd = text.indexOf(newline, start);
      const stop = lineEnd < 0 ? text.length : lineEnd;
      const end = lineEnd < 0 ? text.length : lineEnd + newline.length;
      if (++steps % progressEvery === 0) options.onProgress?.(end, text.length);
      let count = 0;
      for (let from = start; ;) {
        if (cut >= 0 && cut < from) cut = text.indexOf(delimiter, from);
        const last = cut < 0 || cut >= stop;
        const to = last ? stop : cut;
        // Fields past the width (a long row) are cut as they are.
        fields[count] =
          count < width ? (interners[count] ??= new Interner()).cut(text, from, to) : text.slice(from, to);
        count++;
        if (last) break;
        from = cut + 1;
      }
      if (!(count === 1 && fields[0] === '')) {
        const line = oneLine ? lineNumber : lineAt(start);
        if (
          count === width &&
          (header || !dialect.header) &&
          width <= datasetMaxColumns &&
          rowCount < datasetMaxRows
        ) {
          while (columns.length < width) columns.push(new Array<string>(capacity));
          for (let index = 0; index < width; index++) columns[index]![rowCount] = fields[index]!;
          extra?.push('');
          lines[rowCount] = line;
          rowCount++;
        } else addRow(fields.slice(0, count), line, start, end, false);
      }
      if (lineEnd < 0) break;
      start = end;
    }
    offset = text.length;
  }
  let restarts = 0;
  while (offset < text.length && !error && restarts <= maxQuoteRestarts) {
    let restart: number | undefined;
    let previous = offset;
    Papa.parse<string[]>(offset === 0 ? text : text.slice(offset), {
      delimiter: dialect.delimiter,
      quoteChar: dialect.quote,
      newline: dialect.newline,
      step: (step: Step, parser) => {
        const start = previous;
        const end = offset + step.meta.cursor;
        previous = end;
        if (++steps % progressEvery === 0) options.onProgress?.(end, text.length);
        if (isBlank(step.data)) return;
        const line = lineAt(start);
        if (step.errors.some((e) => e.code === 'MissingQuotes')) {
          // The quote never closes: read that one line as plain fields and go on after it.
          const lineEnd = text.indexOf(dialect.newline, start);
          const stop = lineEnd < 0 ? text.length : lineEnd + dialect.newline.length;
          brokenQuote(line, start, stop, rawOf(start, stop).split(dialect.delimiter));
          restart = stop;
          restarts++;
          parser.abort();
          return;
        }
        addRow(
          step.data,
          line,
          start,
          end,
          step.errors.some((e) => e.type === 'Quotes'),
        );
        if (error) parser.abort();
      },
    });
    offset = restart ?? text.length;
  }
  // Past the restarts allowed: the rest line by line, a line with a field opening a quote read as a broken one.
  for (let start = offset; start < text.length && !error;) {
    const lineEnd = text.indexOf(dialect.newline, start);
    const stop = lineEnd < 0 ? text.length : lineEnd + dialect.newline.length;
    const fields = text.slice(start, lineEnd < 0 ? text.length : lineEnd).split(dialect.delimiter);
    if (++steps % progressEvery === 0) options.onProgress?.(stop, text.length);
    if (!isBlank(fields)) {
      const line = lineAt(start);
      if (fields.some((field) => field.startsWith(dialect.quote))) brokenQuote(line, start, stop, fields);
      else addRow(fields, line, start, stop, false);
    }
    start = stop;
  }
  for (const column of columns) column.length = rowCount;
  lines.length = rowCount;
  if (error) return { ok: false, error };
  if (!header && dialect.header) return { ok: false, error: { code: 'empty' } };
  if (rowCount === 0) return { ok: false, error: { code: 'no-rows' } };
  const raw = header ?? [];
  const names = columnNames(Array.from({ length: width }, (_, index) => raw[index] ?? ''));
  const table: ParsedTable = { names, columns, rowCount, lines };
  if (extra) {
    table.extraColumn = names.length;
    table.names = columnNames([...names, 'extra']);
    table.columns = [...columns, extra];
  }
  return { ok: true, table, anomalies, anomalyCount };
}
