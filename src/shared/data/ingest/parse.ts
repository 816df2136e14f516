import Papa from 'papaparse';
import { datasetMaxColumns, datasetMaxRows } from '../../dataset-limits';
import { columnNames } from './column-names';
import { cutText } from './cut-text';
import { tooManyColumns, tooManyRows, type IngestError } from './limits';
import type { Dialect } from './sniff';
import type { Anomaly, ParsedTable } from './table';
import { ColumnCounter, hashPrime, hashStart, type ColumnValues } from './column-values';

/** Ragged rows are kept (short ones padded, long ones' extra fields in an "extra" column) or skipped. */
export type RaggedRows = 'keep' | 'skip';
export type ParseOptions = {
  ragged?: RaggedRows;
  /** Told how many characters are read, every few thousand rows. */
  onProgress?: (done: number, total: number) => void;
};
export type Parsed =
  | {
      ok: true;
      table: ParsedTable;
      anomalies: Anomaly[];
      anomalyCount: number;
      /**
       * The cells of each column (not the extra one) counted as they were cut (`ColumnCounter`), when the text was
       * read by the quote-free path: what `columnValues` gives for each column, which the typing stage then need
       * not count again (docs/decisions/041).
       */
      values?: (ColumnValues | undefined)[];
    }
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

/** Where each field of a line lies in the text, with its characters' hash; where the line ends (-1: the text's end). */
type LineCut = { bounds: Int32Array; lineEnd: number };

/**
 * Cuts the line from `start` into fields at `separator` up to the newline (`mark`, followed by `\n` when `pair`),
 * folding each field's characters into its FNV-1a hash on the way: one read of each character. Returns how many
 * fields; `cut.bounds` holds (from, to, hash) for each. Small on purpose, so the engine optimises it early and the
 * hash stays an unboxed int32.
 */
function cutLine(text: string, start: number, separator: number, mark: number, pair: boolean, cut: LineCut) {
  const length = text.length;
  let bounds = cut.bounds;
  let count = 0;
  let from = start;
  let hash = hashStart;
  let at = start;
  cut.lineEnd = -1;
  for (; ; at++) {
    const code = at < length ? text.charCodeAt(at) : -1;
    // Most characters are none of the separator, the newline (both marks are 13 or less) or the end: one test
    // lets them through.
    if (code > 13 && code !== separator) {
      hash = Math.imul(hash ^ code, hashPrime);
      continue;
    }
    const ends = code === mark && (!pair || text.charCodeAt(at + 1) === 10);
    if (code === separator || ends || code < 0) {
      if (3 * count + 3 > bounds.length) {
        const grown = new Int32Array(bounds.length * 2);
        grown.set(bounds);
        bounds = cut.bounds = grown;
      }
      bounds[3 * count] = from;
      bounds[3 * count + 1] = at;
      bounds[3 * count + 2] = hash & 0x3fffffff;
      count++;
      if (code !== separator) break;
      from = at + 1;
      hash = hashStart;
    } else hash = Math.imul(hash ^ code, hashPrime);
  }
  if (at < length) cut.lineEnd = at;
  return count;
}

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
  /** The extra fields of long rows, by row: the "extra" column, written out at the end (most rows have none). */
  const extras = new Map<number, string>();
  let rowCount = 0;
  let error: IngestError | undefined;
  /** Set by the quote-free path, which counts every column's cells as it cuts them. */
  let counters: ColumnCounter[] | undefined;
  const addColumns = () => {
    while (columns.length < width) {
      const column = new Array<string>(capacity);
      columns.push(column);
      counters?.push(new ColumnCounter(capacity, column));
    }
  };

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
    addColumns();
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
    for (let index = 0; index < width; index++) {
      const cell = fields[index] ?? '';
      if (counters) counters[index]!.addCell(cell, rowCount);
      else columns[index]![rowCount] = cell;
    }
    if (found > width) extras.set(rowCount, fields.slice(width, found).join(dialect.delimiter));
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
    // row (its fast mode). The same fields, found here in one scan of the characters that also hashes each field,
    // so that each column's counter (`ColumnCounter`) finds a repeated cell without cutting it again: only rows that
    // are the header, ragged or over a limit go through an array of strings and `addRow`.
    const { newline } = dialect;
    const separator = dialect.delimiter.charCodeAt(0);
    const lineMark = newline.charCodeAt(0);
    const pair = newline.length === 2;
    const length = text.length;
    counters = [];
    const cut: LineCut = { bounds: new Int32Array(3 * 64), lineEnd: -1 };
    // Split on a one-character newline, each row is one line; `\r\n` rows may hold a lone `\n`, counted as ever.
    const oneLine = !pair;
    let lineNumber = 0;
    let start = 0;
    while (!error) {
      lineNumber++;
      const count = cutLine(text, start, separator, lineMark, pair, cut);
      const { bounds, lineEnd } = cut;
      const stop = lineEnd < 0 ? length : lineEnd;
      const end = lineEnd < 0 ? length : lineEnd + newline.length;
      if (++steps % progressEvery === 0) options.onProgress?.(end, text.length);
      if (!(count === 1 && stop === start)) {
        const line = oneLine ? lineNumber : lineAt(start);
        if (
          count === width &&
          (header || !dialect.header) &&
          width <= datasetMaxColumns &&
          rowCount < datasetMaxRows
        ) {
          addColumns();
          for (let index = 0; index < width; index++)
            counters[index]!.add(
              text,
              bounds[3 * index]!,
              bounds[3 * index + 1]!,
              bounds[3 * index + 2]!,
              rowCount,
            );
          lines[rowCount] = line;
          rowCount++;
        } else {
          const fields = new Array<string>(count);
          for (let index = 0; index < count; index++)
            fields[index] = text.slice(bounds[3 * index]!, bounds[3 * index + 1]!);
          addRow(fields, line, start, end, false);
        }
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
  if (extras.size > 0) {
    const extra = new Array<string>(rowCount).fill('');
    for (const [row, fields] of extras) extra[row] = fields;
    table.extraColumn = names.length;
    table.names = columnNames([...names, 'extra']);
    table.columns = [...columns, extra];
  }
  const values = counters?.map((counter) => counter.finish(rowCount));
  return { ok: true, table, anomalies, anomalyCount, ...(values ? { values } : {}) };
}
