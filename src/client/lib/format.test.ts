import { describe, expect, it } from 'vitest';
import { formatRelative } from './format';

describe('formatRelative', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('names the largest whole unit, past and future', () => {
    expect(formatRelative('2026-11-19T11:00:00Z', now)).toBe('3 days ago');
    expect(formatRelative('2026-11-22T11:58:00Z', now)).toBe('2 minutes ago');
    expect(formatRelative('2026-11-22T12:00:10Z', now)).toBe('now');
    expect(formatRelative('2026-11-28T12:00:00Z', now)).toBe('in 6 days');
    expect(formatRelative('2026-11-21T12:00:00Z', now)).toBe('yesterday');
  });
});
