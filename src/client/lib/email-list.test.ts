import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list';

describe('parseEmailList', () => {
  it('splits on commas, trims, lowercases and drops repeats', () => {
    expect(parseEmailList(' Ada@Example.com, grace@example.com,,ada@example.com ')).toEqual({
      emails: ['ada@example.com', 'grace@example.com'],
      invalid: [],
    });
  });

  it('accepts new lines and semicolons too, and reports what is not an address', () => {
    expect(parseEmailList('ada@example.com\nnot-an-email; grace@')).toEqual({
      emails: ['ada@example.com'],
      invalid: ['not-an-email', 'grace@'],
    });
  });

  it('finds nothing in blank text', () => {
    expect(parseEmailList('  , ')).toEqual({ emails: [], invalid: [] });
  });
});
