import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once while it is remembered, forgets everything when full, and never holds a long key', () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const upper = boundedMemo(compute, { entries: 2, longestKey: 5 });
    expect([upper('ab'), upper('ab'), upper('cd'), upper('cd')]).toEqual(['AB', 'AB', 'CD', 'CD']);
    expect(compute).toHaveBeenCalledTimes(2);
    upper('ef'); // full: 'ab' and 'cd' forgotten, 'ef' kept
    upper('ef');
    upper('ab');
    expect(compute.mock.calls.map(([key]) => key)).toEqual(['ab', 'cd', 'ef', 'ab']);
    expect([upper('toolong'), upper('toolong')]).toEqual(['TOOLONG', 'TOOLONG']);
    expect(compute).toHaveBeenCalledTimes(6);
  });
});
