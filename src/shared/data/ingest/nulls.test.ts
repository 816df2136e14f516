import { describe, expect, it } from 'vitest';
import { isMissing, nullTokens } from './nulls';

describe('isMissing', () => {
  it('reads every null token, trimmed and in any case, and nothing else', () => {
    for (const token of nullTokens) {
      expect(isMissing(token)).toBe(true);
      expect(isMissing(` ${token.toUpperCase()}\t`)).toBe(true);
      expect(isMissing(`\u00a0${token}\u00a0`)).toBe(true);
    }
    for (const value of [
      '0',
      '12.5',
      'nana',
      'missing value',
      'N/A1',
      '1-',
      'Paris',
      '  Paris  ',
      '\u00a0Paris',
    ])
      expect(isMissing(value)).toBe(false);
    expect(isMissing('\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0N/A')).toBe(true);
  });
});
