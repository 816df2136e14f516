import { describe, expect, it } from 'vitest';
import { ingestBytes } from './ingest';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('ingestBytes', () => {
  it('reads a semicolon file with decimal commas, day-first dates and N/A to a typed table', () => {
    const result = ingestBytes(
      bytes('\uFEFFid;amount;day\n1;1,5;13/01/2024\n2;N/A;02/02/2024\n3;2,25;03/02/2024\n'),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result).toMatchObject({
      format: 'csv',
      encoding: 'utf-8',
      dialect: { delimiter: ';', decimal: ',' },
    });
    expect(result.types.map(({ name, kind, missing }) => ({ name, kind, missing }))).toEqual([
      { name: 'id', kind: 'id', missing: 0 },
      { name: 'amount', kind: 'number', missing: 1 },
      { name: 'day', kind: 'date', missing: 0 },
    ]);
    expect(result.types[2]).toMatchObject({ dateOrder: 'dmy', dateOrderAmbiguous: false });
  });

  it('reads JSON, with the user’s type and boolean choices', () => {
    const result = ingestBytes(bytes('[{"flag":1,"code":"7"},{"flag":0,"code":"8"}]'), {
      booleanDigits: true,
      overrides: { code: { kind: 'text' } },
    });
    expect(result).toMatchObject({ ok: true, format: 'json' });
    if (result.ok) expect(result.types.map((column) => column.kind)).toEqual(['boolean', 'text']);
  });

  it('re-reads with the user’s dialect and ragged-row choice', () => {
    const text = 'a;b\n1,5;2\n3\n';
    const result = ingestBytes(bytes(text), {
      dialect: { delimiter: ';', decimal: '.', header: true },
      ragged: 'skip',
    });
    expect(result).toMatchObject({ ok: true, dialect: { delimiter: ';', decimal: '.' }, anomalyCount: 1 });
    if (result.ok) expect(result.table.columns).toEqual([['1,5'], ['2']]);
  });

  it('gives the same result for the same bytes', () => {
    const input = bytes('x,y\n1,2024-01-01\n2,2024-01-02\n');
    expect(ingestBytes(input)).toEqual(ingestBytes(input));
  });

  it('refuses what cannot be read, with the reason', () => {
    expect(ingestBytes(new Uint8Array([0, 1, 2, 3]))).toEqual({ ok: false, error: { code: 'not-text' } });
    expect(ingestBytes(bytes('[1,2]'))).toEqual({
      ok: false,
      error: { code: 'not-an-object', row: 1, found: 'number' },
    });
  });
});
