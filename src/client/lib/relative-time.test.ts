import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('names the largest whole unit, past and future', () => {
    expect(relativeTime('2026-11-19T11:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-22T11:58:00Z', now)).toBe('2 minutes ago');
    expect(relativeTime('2026-11-22T12:00:10Z', now)).toBe('now');
    expect(relativeTime('2026-11-28T12:00:00Z', now)).toBe('in 6 days');
    expect(relativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday');
  });
});
