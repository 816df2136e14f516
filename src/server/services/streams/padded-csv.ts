import { Readable } from 'node:stream';
import { chunkedCsvRecords } from '../../lib/csv-records';
import { csvLine } from './rows';

/**
 * A stream's stored CSV (decompressed) rewritten under a wider header: `columns`, of which the file's records hold
 * the first `width`, the others given empty cells. Read and written a record at a time, never held whole.
 */
export function paddedCsv(stored: Readable, width: number, columns: string[]): Readable {
  async function* lines() {
    const padding = Array<string>(columns.length - width).fill('');
    let header = true;
    for await (const record of chunkedCsvRecords(stored.setEncoding('utf8'), { skipEmptyLines: true })) {
      yield csvLine(header ? columns : [...record, ...padding]);
      header = false;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
