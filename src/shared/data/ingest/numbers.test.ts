import { describe, expect, it } from 'vitest';
import { isIntegerText, numberPattern, plainNumberShape, plainValue, type NumberFormat } from './numbers';

const formats: NumberFormat[] = (['.', ','] as const).flatMap((decimal) =>
  (['', ',', '.', ' ', "'"] as const)
    .filter((thousands) => thousands !== decimal)
    .map((thousands) => ({ decimal, thousands })),
);

/** Every text of up to `length` characters from `alphabet`. */
function* texts(alphabet: string, length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const shorter of texts(alphabet, length - 1))
    if (shorter.length === length - 1) for (const char of alphabet) yield shorter + char;
}

describe('plainNumberShape', () => {
  it('reads a cell as the number pattern and isIntegerText do, in every format, whenever it answers', () => {
    let answered = 0;
    for (const format of formats) {
      const pattern = numberPattern(format);
      for (const text of texts("07+-.,e '", 5)) {
        const shape = plainNumberShape(text, format);
        if (shape === undefined) continue;
        answered++;
        expect([text, format, pattern.test(text)]).toEqual([text, format, true]);
        expect([text, format, isIntegerText(text, format)]).toEqual([text, format, shape === 'integer']);
      }
    }
    expect(answered).toBeGreaterThan(1000);
    expect(plainNumberShape('-12', formats[0]!)).toBe('integer');
    expect(plainNumberShape('3.50', formats[0]!)).toBe('decimal');
    expect(plainNumberShape('1,234', formats[0]!)).toBeUndefined();
  });
});

describe('plainValue', () => {
  it('reads a sign, digits and one point to the very double Number reads', () => {
    let read = 0;
    for (const text of texts('09-.5', 6)) {
      if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(text)) continue;
      read++;
      expect([text, plainValue(text)]).toEqual([text, Number(text)]);
    }
    expect(read).toBeGreaterThan(500);
    // Decimals whose quotient rounds, the most digits read by hand, and longer texts left to Number.
    for (const text of [
      '0.1',
      '0.3',
      '-431.564',
      '275.54',
      '999999999999999',
      '0.000000000000001',
      '12345678.9012345',
    ])
      expect([text, plainValue(text)]).toEqual([text, Number(text)]);
    for (const text of ['1234567890123456789', '0.12345678901234567890123', '9007199254740993', '+7.'])
      expect([text, plainValue(text)]).toEqual([text, Number(text)]);
    expect(Object.is(plainValue('-0'), -0)).toBe(true);
    expect(Object.is(plainValue('-0.00'), -0)).toBe(true);
    expect(Object.is(plainValue('+0'), 0)).toBe(true);
  });
});
