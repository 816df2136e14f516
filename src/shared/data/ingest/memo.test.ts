import { describe, expect, it } from 'vitest';
import { memoized } from './memo';

describe('memoized', () => {
  it('reads a repeated value once, and keeps undefined answers too', () => {
    let reads = 0;
    const read = memoized((text: string) => {
      reads++;
      return text === 'x' ? undefined : text.length;
    });
    const cells = Array.from({ length: 10_000 }, (_, index) => ['a', 'bb', 'x'][index % 3]!);
    expect(cells.map(read)).toEqual(cells.map((text) => (text === 'x' ? undefined : text.length)));
    expect(reads).toBe(3);
  });

  it('stops remembering a column of mostly new values', () => {
    let reads = 0;
    const read = memoized((text: string) => {
      reads++;
      return Number(text);
    });
    for (let index = 0; index < 10_000; index++) read(String(index));
    for (let index = 0; index < 10; index++) read('5');
    expect(reads).toBe(10_010);
  });
});
