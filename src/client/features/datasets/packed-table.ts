import type { ParsedTable } from '@/shared/data/ingest/table';

/**
 * A table as the data worker posts it with every row (`done`): each column's cells joined into one string, with
 * where each cell ends, and the rows' lines, in typed arrays that move between threads without a copy. The
 * structured clone of millions of short strings is the slowest step after the profile: on the bench's 250,000 ×
 * 12 file it held the worker and then the page's main thread for seconds; one long string per column copies as a
 * block (docs/decisions/087).
 */
export type PackedTable = {
  names: string[];
  rowCount: number;
  columns: { text: string; ends: Uint32Array }[];
  lines: Uint32Array;
  extraColumn?: number;
};

/** The table packed, and the buffers to transfer with it (`postMessage(message, transfer)`). */
export function packTable(table: ParsedTable): { packed: PackedTable; transfer: ArrayBuffer[] } {
  const columns = table.columns.map((cells) => {
    const ends = new Uint32Array(cells.length);
    let end = 0;
    for (let row = 0; row < cells.length; row++) {
      end += cells[row]!.length;
      ends[row] = end;
    }
    return { text: cells.join(''), ends };
  });
  const lines = Uint32Array.from(table.lines);
  const packed: PackedTable = {
    names: table.names,
    rowCount: table.rowCount,
    columns,
    lines,
    ...(table.extraColumn === undefined ? {} : { extraColumn: table.extraColumn }),
  };
  return { packed, transfer: [lines.buffer, ...columns.map((column) => column.ends.buffer)] };
}

/** The table a `PackedTable` was made from, cell for cell. */
export function unpackTable(packed: PackedTable): ParsedTable {
  const columns = packed.columns.map(({ text, ends }) => {
    const cells = new Array<string>(ends.length);
    let start = 0;
    for (let row = 0; row < ends.length; row++) {
      const end = ends[row]!;
      cells[row] = text.slice(start, end);
      start = end;
    }
    return cells;
  });
  return {
    names: packed.names,
    columns,
    rowCount: packed.rowCount,
    lines: Array.from(packed.lines),
    ...(packed.extraColumn === undefined ? {} : { extraColumn: packed.extraColumn }),
  };
}
