import Papa from 'papaparse';

/**
 * papaparse's parser behind its stream mode (untyped by @types/papaparse): the delimiter and line end guessed at its
 * first read when not given, then kept; `parse` reads whole records up to `meta.cursor`, the last one too unless
 * told not to.
 */
type Parsers = {
  ParserHandle: new (config: Papa.ParseConfig) => {
    parse(input: string, baseIndex: number, ignoreLastRow: boolean): Papa.ParseResult<string[]>;
  };
};

/**
 * The records of a CSV text that comes a chunk at a time, read as papaparse's stream mode reads them (the same
 * parser and configuration, its guesses made on the first chunk), each read stopping before the record left
 * unfinished, which the next read starts from. Unlike that mode, which read the unfinished record again with every
 * chunk, the next read waits until the text has doubled past it: a record of megabytes (a push may send 500 cells
 * of 10,000 quotes) is read a few times over, not once per chunk of the file (minutes of the request thread).
 */
export async function* chunkedCsvRecords(
  text: AsyncIterable<string>,
  config: Papa.ParseConfig,
): AsyncGenerator<string[]> {
  const parser = new (Papa as unknown as Parsers).ParserHandle(config);
  let pending = '';
  // Characters of `pending` the last read left as an unfinished record.
  let unfinished = 0;
  for await (const chunk of text) {
    pending += chunk;
    if (!pending || pending.length < 2 * unfinished) continue;
    const { data, meta } = parser.parse(pending, 0, true);
    yield* data;
    pending = pending.slice(meta.cursor);
    unfinished = pending.length;
  }
  if (pending) yield* parser.parse(pending, 0, false).data;
}
