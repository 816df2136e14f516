import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('keeps a failed query’s text and reason but none of its parameters', () => {
    const cause = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    const error = new DrizzleQueryError(
      'insert into "datasets" ("content") values ($1)',
      ['secret-file-bytes'],
      cause,
    );
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('secret-file-bytes');
    expect(logged).toContain('insert into \\"datasets\\"');
    expect(logged).toContain('unsupported Unicode escape sequence');
    expect(logged).toContain('22P05');
  });

  it('leaves other errors as they are', () => {
    const error = new TypeError('boom');
    expect(loggableError(error)).toBe(error);
  });
});
