import { describe, expect, it } from 'vitest';
import { detectNewline, sniffDialect } from './sniff';

describe('sniffDialect', () => {
  it('finds each delimiter', () => {
    expect(sniffDialect('a,b,c\n1,2,3\n4,5,6\n').delimiter).toBe(',');
    expect(sniffDialect('a;b;c\n1;2;3\n4;5;6\n').delimiter).toBe(';');
    expect(sniffDialect('a\tb\tc\n1\t2\t3\n').delimiter).toBe('\t');
    expect(sniffDialect('a|b|c\n1|2|3\n').delimiter).toBe('|');
  });

  it('reads 1,5 in a semicolon file as a decimal comma, and 1.234,5 as grouped thousands', () => {
    const dialect = sniffDialect('name;price;total\nA;1,5;1.234,50\nB;2,25;12.000,00\nC;0,75;999,10\n');
    expect(dialect).toMatchObject({ delimiter: ';', decimal: ',', thousands: '.', header: true, width: 3 });
  });

  it('keeps a decimal point and finds comma thousands in quoted cells', () => {
    expect(sniffDialect('a,b\nx,"1,234.50"\ny,"12,000.25"\n')).toMatchObject({
      decimal: '.',
      thousands: ',',
    });
  });

  it('finds a single-quote quote character when the double quote is never used', () => {
    expect(sniffDialect("a,b\n'x, y',1\n'z, w',2\n'q, r',3\n").quote).toBe("'");
  });

  it('sees a header over typed columns, and none when the first row fits the types', () => {
    expect(sniffDialect('id,price\n1,2.5\n2,3.5\n').header).toBe(true);
    expect(sniffDialect('1,2.5,2024-01-01\n2,3.5,2024-01-02\n3,4.5,2024-01-03\n').header).toBe(false);
    expect(sniffDialect('name,city\nAda,London\nGrace,Arlington\n').header).toBe(true);
  });

  it('keeps the user’s choices and detects the rest', () => {
    const dialect = sniffDialect('a;b\n1,5;2\n', { delimiter: ';', decimal: '.', header: false });
    expect(dialect).toMatchObject({ delimiter: ';', decimal: '.', header: false, width: 2 });
  });

  it('does not widen the table for a trailing delimiter on every row', () => {
    expect(sniffDialect('a,b,c\n1,2,3,\n4,5,6,\n').width).toBe(3);
  });

  it('knows the three newlines', () => {
    expect(detectNewline('a\r\nb')).toBe('\r\n');
    expect(detectNewline('a\rb')).toBe('\r');
    expect(detectNewline('a\nb')).toBe('\n');
    expect(detectNewline('a')).toBe('\n');
  });
});
