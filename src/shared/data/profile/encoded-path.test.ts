import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ColumnValues } from '../ingest/column-values';
import { ingestBytes, type Ingested } from '../ingest/ingest';
import { parseDelimited } from '../ingest/parse';
import { sniffDialect } from '../ingest/sniff';
import { lookedUpInTurn } from '../ingest/test/looked-up-in-turn';
import { columnSpecs as column, generate, messyCorpus } from '../ingest/test/messy-corpus';
import { typeTable } from '../ingest/types';
import { profileTable } from './profile';

/**
 * The dictionary-encoded path (docs/decisions/041): the parser counts each column into codes over its distinct
 * values as it cuts the cells, and the typing and the profile count on those codes. It must answer exactly what
 * the cell strings answer: each column's codes, values and counts equal a plain count of its cells, and the types
 * and the profile (as JSON, byte for byte) equal those found from the cell strings alone.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = process.env.TESSERA_CORPUS ?? path.resolve(repoRoot, '../shared/corpus');
const present = existsSync(corpus);

const encodedAsPlain = (values: ColumnValues) => ({
  codes: Array.from(values.codes),
  spellings: values.spellings,
  counts: values.counts,
  texts: values.texts,
  textCounts: values.textCounts,
  missing: values.missing,
  present: values.present,
});

/** The encoded path's answers against the cell strings' own, for one file read with default choices. */
function expectEncodedEqualsCells(ingested: Ingested, name: string) {
  if (!ingested.ok) throw new Error(`${name}: ${JSON.stringify(ingested.error)}`);
  const { table, dialect } = ingested;
  expect(ingested.values).toHaveLength(table.names.length);
  ingested.values!.forEach((values, index) => {
    // As JSON: a deep comparison of arrays of 20,000 rows costs seconds.
    expect(JSON.stringify(encodedAsPlain(values)), `${name}, column ${table.names[index]}`).toBe(
      JSON.stringify(encodedAsPlain(lookedUpInTurn(table.columns[index]!))),
    );
  });
  // Typed again from the cell strings alone (nothing counted while parsing), with the options the ingest used.
  const fromCells = typeTable(table, {
    ...(dialect ? { format: dialect, dateHint: dialect.decimal === ',' ? 'dmy' : undefined } : {}),
  });
  expect(JSON.stringify(fromCells.types), name).toBe(JSON.stringify(ingested.types));
  // The profile from the codes, and from the cell strings (the profile counts them itself when given none).
  const encoded = JSON.stringify(profileTable(table, ingested.types, { values: ingested.values }));
  expect(JSON.stringify(profileTable(table, fromCells.types)), name).toBe(encoded);
}

/**
 * Every generated column, 20,000 rows (past the counters' first look at 4,096 cells, so both repeating columns
 * counted while parsing and columns of new values counted afterwards): without quotes (the counting parser), and
 * with the quoted notes (papaparse, then counted from the cells); and 40,000 rows, past the second look.
 */
const { note, ...unquoted } = column;
const generatedSpecs = [
  {
    name: 'wide-20k',
    rows: 20_000,
    delimiter: ',' as const,
    shortRows: 2,
    longRows: 2,
    columns: Object.values(unquoted),
    quoted: false,
  },
  {
    name: 'quoted-20k',
    rows: 20_000,
    delimiter: ',' as const,
    longRows: 1,
    columns: [column.id, note, column.city, column.amount, column.isoDate],
    quoted: true,
  },
  {
    // Columns of thousands of values repeated (a date per day, prices) pass the counters' second look at 32,768.
    name: 'repeating-40k',
    rows: 40_000,
    delimiter: ',' as const,
    columns: [column.id, column.isoDate, column.price, column.euro, column.amount],
    quoted: false,
  },
  {
    name: 'semicolon-20k',
    rows: 20_000,
    delimiter: ';' as const,
    decimalComma: true,
    newline: '\r\n' as const,
    columns: [column.id, column.city, column.price, column.amount, column.score, column.zip, column.euro],
    quoted: false,
  },
];

describe('the dictionary-encoded path equals the cell strings', () => {
  it.each(generatedSpecs.map((spec, index) => [spec.name, spec, index] as const))(
    'on generated data: %s',
    (_, spec, index) => {
      const { bytes } = generate(spec, 4_100 + index);
      expectEncodedEqualsCells(ingestBytes(bytes), spec.name);
      // The path meant is the one taken: the quote-free files are counted while parsing.
      const text = new TextDecoder().decode(bytes);
      const parsed = parseDelimited(text, sniffDialect(text));
      expect(parsed.ok && parsed.values !== undefined).toBe(!spec.quoted);
      if (parsed.ok && parsed.values) expect(parsed.values.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    },
  );

  it('on the 40 generated messy files', () => {
    messyCorpus.forEach((spec, index) =>
      expectEncodedEqualsCells(ingestBytes(generate(spec, 1000 + index).bytes), spec.name),
    );
  });

  it.skipIf(!present)('on every file of the real corpus, read in place', () => {
    const files = readdirSync(corpus).filter((file) => /\.(csv|tsv|psv)$/.test(file));
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const file of files)
      expectEncodedEqualsCells(ingestBytes(new Uint8Array(readFileSync(path.join(corpus, file)))), file);
  });
});
