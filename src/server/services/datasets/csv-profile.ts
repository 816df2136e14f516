import { columnNames, isBlank, tooManyColumns, tooManyRows } from '../../../shared/dataset-parse';
import { ColumnTally, cutCell } from '../../../shared/dataset-profile';
import {
  datasetMaxColumns,
  datasetMaxRows,
  datasetPreviewRows,
  type DatasetParseError,
  type DatasetProfile,
  type DatasetTable,
} from '../../../shared/datasets';

/**
 * A copy of a cell that holds nothing else alive: a cell read from a large piece of text may be a slice of it,
 * which would keep the whole piece in memory as long as the cell is kept.
 */
const ownCopy = (text: string) =>
  // V8 copies a substring shorter than 13 characters anyway; only longer ones can be slices.
  text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8');

/** Rows counted together, a column at a time: one column's counts stay warm in the cache across the batch. */
const batchRows = 256;

/**
 * The profile and first rows of a CSV file built record by record (csv-records.ts), holding no row but the
 * preview's: what `parseDataset` then `profileDataset` (src/shared) give for the whole text, errors included.
 */
export class CsvProfile {
  private header: string[] | undefined;
  private rows = 0;
  private fieldCountError: DatasetParseError | undefined;
  private tallies: ColumnTally[] = [];
  private readonly preview: string[][] = [];
  private batch: string[][] = [];

  private flush(): void {
    const { batch, tallies } = this;
    if (batch.length === 0) return;
    for (let index = 0; index < tallies.length; index++) {
      const tally = tallies[index]!;
      for (const record of batch) tally.add(record[index]!);
    }
    this.batch = [];
  }

  /** The next record, blank ones included (they are skipped, as `parseDataset` skips them). */
  add(record: string[]): void {
    if (isBlank(record)) return;
    if (!this.header) {
      this.header = record;
      if (record.length <= datasetMaxColumns) this.tallies = record.map(() => new ColumnTally(ownCopy));
      return;
    }
    this.rows++;
    // Past the first error the file is refused: nothing more is counted.
    if (this.tallies.length === 0) return;
    if (this.rows > datasetMaxRows) {
      this.tallies = [];
      this.batch = [];
    } else if (record.length !== this.header.length) {
      this.fieldCountError = {
        code: 'field-count',
        row: this.rows,
        expected: this.header.length,
        found: record.length,
      };
      this.tallies = [];
      this.batch = [];
    } else {
      if (this.rows <= datasetPreviewRows) this.preview.push(record.map((cell) => ownCopy(cutCell(cell))));
      this.batch.push(record);
      if (this.batch.length === batchRows) this.flush();
    }
  }

  /** Why the file is refused, in the order `parseDataset` checks (a quote error is the caller's to check first). */
  error(): DatasetParseError | undefined {
    const { header } = this;
    if (!header) return { code: 'empty' };
    if (header.length > datasetMaxColumns) return tooManyColumns(header.length);
    if (this.rows > datasetMaxRows) return tooManyRows;
    if (this.fieldCountError) return this.fieldCountError;
    if (this.rows === 0) return { code: 'no-rows' };
    return undefined;
  }

  /**
   * How many of the first rows must be read again (`addEarlier`): a column counts its text values only once it
   * turns out not to be numbers or dates, and the rows before that were not counted.
   */
  missedRows(): number {
    this.flush();
    return Math.max(0, ...this.tallies.map((tally) => tally.missedRows));
  }

  /** A record read again (blank ones included), up to `missedRows` rows under the header. */
  private earlierRows = -1;
  addEarlier(record: string[]): void {
    if (isBlank(record)) return;
    const row = this.earlierRows++;
    if (row < 0) return;
    this.tallies.forEach((tally, index) => {
      if (row < tally.missedRows) tally.countEarlier(record[index]!);
    });
  }

  /** The profile and preview, once every record (and every missed row) was given and `error()` found none. */
  result(): { profile: DatasetProfile; preview: DatasetTable } {
    this.flush();
    const names = columnNames(this.header!);
    return {
      profile: {
        rowCount: this.rows,
        columnCount: names.length,
        columns: this.tallies.map((tally, index) => tally.profile(names[index]!)),
      },
      preview: { columns: names.map(cutCell), rows: this.preview },
    };
  }
}
