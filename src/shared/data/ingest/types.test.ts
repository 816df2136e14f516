import { describe, expect, it } from 'vitest';
import { parseDateText } from './dates';
import { parseNumberText } from './numbers';
import { isKeyText, namesAKey, typeColumn } from './types';

const repeat = (values: string[], times: number) => Array.from({ length: times }, () => values).flat();

describe('typeColumn', () => {
  it('takes a type when 95 % of the present values read as it, counting the rest with their rows', () => {
    const values = [
      ...Array.from({ length: 96 }, (_, index) => String(index * 3)),
      'N/A',
      '',
      'twelve',
      '7 kg',
      '-',
      '5',
    ];
    const column = typeColumn('weight', values);
    expect(column).toMatchObject({
      kind: 'number',
      integer: true,
      present: 99,
      missing: 3,
      nonConforming: 2,
    });
    expect(column.examples).toEqual([
      { row: 99, line: undefined, value: 'twelve' },
      { row: 100, line: undefined, value: '7 kg' },
    ]);
    expect(typeColumn('weight', [...values, 'x', 'y', 'z', 'w', 'v']).kind).toBe('text');
  });

  it('counts every value that does not fit, and shows the first 5 with their rows', () => {
    const odd = ['a1', 'b2', 'c3', 'd4', 'e5', 'f6', 'g7'];
    const values = [...Array.from({ length: 193 }, (_, index) => String(index)), ...odd];
    const column = typeColumn('amount', values);
    expect(column).toMatchObject({ kind: 'number', present: 200, nonConforming: 7 });
    expect(column.examples).toEqual(
      odd.slice(0, 5).map((value, index) => ({ row: 194 + index, line: undefined, value })),
    );
  });

  it('reads numbers in the file’s format: decimal comma, thousands separators', () => {
    const format = { decimal: ',', thousands: '.' } as const;
    expect(typeColumn('price', ['1,5', '1.234,75', '-0,25', '12'], { format })).toMatchObject({
      kind: 'number',
      integer: false,
    });
    expect(parseNumberText('1.234,75', format)).toBe(1234.75);
    expect(parseNumberText("1'234.5", { decimal: '.', thousands: "'" })).toBe(1234.5);
    expect(parseNumberText('1.2.3', format)).toBeUndefined();
  });

  it('keeps leading-zero codes as text, never numbers', () => {
    expect(typeColumn('zip', repeat(['02134', '10001', '94105', '00501', '60601'], 1)).kind).not.toBe(
      'number',
    );
  });

  it('finds keys: named ones, counters, and unique codes', () => {
    expect(typeColumn('customer_id', ['17', '3', '99', '4'])).toMatchObject({ kind: 'id', integer: true });
    const counter = Array.from({ length: 40 }, (_, index) => String(index + 1));
    expect(typeColumn('n', counter).kind).toBe('id');
    expect(typeColumn('day', counter.slice(0, 31)).kind).toBe('number');
    expect(typeColumn('order', ['ORD-0001', 'ORD-0002', 'ORD-0017'])).toMatchObject({ kind: 'id' });
    expect(namesAKey('OrderID')).toBe(true);
    expect(namesAKey('paid')).toBe(false);
  });

  it('tells categories from free text by their distinct values', () => {
    expect(typeColumn('city', repeat(['Paris', 'Lyon', 'Nice'], 10)).kind).toBe('category');
    expect(typeColumn('note', ['a long note', 'another one', 'a third', 'and more']).kind).toBe('text');
  });

  it('reads booleans as words, and 0/1 only when asked', () => {
    expect(typeColumn('ok', repeat(['yes', 'No', 'Y', 'n', 'TRUE', 'false'], 2)).kind).toBe('boolean');
    expect(typeColumn('flag', repeat(['0', '1'], 5)).kind).toBe('number');
    expect(typeColumn('flag', repeat(['0', '1'], 5), { booleanDigits: true }).kind).toBe('boolean');
  });

  it('finds day-first and month-first dates from the values, and reports when none decides', () => {
    expect(typeColumn('d', ['13/01/2024', '02/03/2024'])).toMatchObject({
      kind: 'date',
      dateOrder: 'dmy',
      dateOrderAmbiguous: false,
    });
    expect(typeColumn('d', ['01/13/2024', '02/03/2024'])).toMatchObject({
      kind: 'date',
      dateOrder: 'mdy',
      dateOrderAmbiguous: false,
    });
    expect(typeColumn('d', ['01/02/2024', '02/03/2024'])).toMatchObject({
      dateOrder: 'mdy',
      dateOrderAmbiguous: true,
    });
    expect(typeColumn('d', ['01.02.2024', '02.03.2024'])).toMatchObject({
      dateOrder: 'dmy',
      dateOrderAmbiguous: true,
    });
    expect(typeColumn('d', ['01/02/2024'], { dateHint: 'dmy' })).toMatchObject({ dateOrder: 'dmy' });
    expect(typeColumn('t', ['2024-01-02T10:00:00Z', '2024-01-03 11:30'])).toMatchObject({
      kind: 'datetime',
      dateOrder: 'ymd',
    });
  });

  it('reads dates by UTC arithmetic, refusing days that do not exist', () => {
    expect(parseDateText('2024-02-29', 'ymd')).toBe(Date.UTC(2024, 1, 29));
    expect(parseDateText('2023-02-29', 'ymd')).toBeUndefined();
    expect(parseDateText('31/12/99', 'dmy')).toBe(Date.UTC(1999, 11, 31));
    expect(parseDateText('2024-01-01T01:00:00+02:00', 'ymd')).toBe(Date.UTC(2023, 11, 31, 23));
  });

  it('takes the user’s type, counting what does not read as it', () => {
    const column = typeColumn('code', ['1', '2', 'x'], { overrides: { code: { kind: 'number' } } });
    expect(column).toMatchObject({
      kind: 'number',
      overridden: true,
      nonConforming: 1,
      examples: [{ row: 3, value: 'x' }],
    });
    expect(typeColumn('d', ['01/02/2024'], { overrides: { d: { dateOrder: 'dmy' } } })).toMatchObject({
      dateOrder: 'dmy',
      overridden: true,
    });
  });
});

describe('isKeyText', () => {
  it('reads a text as the key expression does: one token of letters, digits and joiners, with a digit', () => {
    const keyPattern = /^(?=.*\d)[A-Za-z0-9][A-Za-z0-9_\-.#]{0,63}$/;
    const samples = [
      'ORD-0000003',
      'A-1029',
      'ORD_000017',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      '12',
      'abc',
      '-12',
      '_1',
      '#1',
      'a#1',
      'a b1',
      'Zürich1',
      '1\n',
      'x1\u00a0',
      '',
      'a'.repeat(63) + '1',
      'a'.repeat(64) + '1',
      '[1]',
      'Z9',
      '@9',
      '`9',
      '{9',
    ];
    for (const text of samples) expect([text, isKeyText(text)]).toEqual([text, keyPattern.test(text)]);
    // Every character code up to 0x17f first, and after a key's first digit.
    for (let code = 0; code < 0x180; code++) {
      const char = String.fromCharCode(code);
      for (const text of [char + '1', '1' + char, 'a1' + char + 'b'])
        expect([text, isKeyText(text)]).toEqual([text, keyPattern.test(text)]);
    }
  });
});
