import Papa from 'papaparse';

/** How a CSV file's records are told apart: as guessed from its beginning. */
export type CsvFormat = { delimiter: string; newline: '\n' | '\r' | '\r\n' };

/**
 * The records of a CSV text given in pieces, handed to `onRecord` as they are read (blank ones too), with the
 * row of the first quote error, as `Papa.parse` finds them in the whole text: the delimiter and line break are
 * the ones guessed from its beginning. Papaparse's parser is fed what it has not read yet (the row cut at the
 * end of the last piece and the next piece); a quote error in that unfinished row is left for the next piece,
 * where the row is read whole. Answers the row (counting every record, as papaparse does) of the first quote
 * error, or undefined.
 */
export async function readCsvRecords(
  pieces: AsyncIterable<string>,
  format: CsvFormat,
  onRecord: (record: string[]) => void,
): Promise<number | undefined> {
  const parser = new Papa.Parser(format);
  let unread = '';
  let records = 0;
  let quoteErrorRow: number | undefined;
  const read = (text: string, last: boolean) => {
    const { data, errors, meta } = parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
    for (const error of errors) {
      // An error in the unfinished row (`row` counts the rows before it) is found again once the row is whole.
      if (
        quoteErrorRow === undefined &&
        error.type === 'Quotes' &&
        (last || (error.row ?? 0) < data.length)
      ) {
        quoteErrorRow = records + (error.row ?? 0);
      }
    }
    for (const record of data) onRecord(record);
    records += data.length;
    unread = last ? '' : text.slice(meta.cursor);
  };
  let started = false;
  let waiting = '';
  for await (const piece of pieces) {
    if (piece === '') continue;
    // Papa.parse drops a BOM at the start of its input.
    waiting += started ? piece : piece.replace(/^\uFEFF/, '');
    started = true;
    // An unfinished row is parsed again only once as much text again has come: a long row (one line of
    // millions of quoted cells) costs a few times its length, not its length once per piece.
    if (waiting.length < unread.length) continue;
    read(unread + waiting, false);
    waiting = '';
  }
  read(unread + waiting, true);
  return quoteErrorRow;
}
