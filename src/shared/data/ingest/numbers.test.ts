import { describe, expect, it } from 'vitest';
import { isIntegerText, numberPattern, plainNumberShape, type NumberFormat } from './numbers';

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
