import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from '../logger';
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

  it('follows causes: a query error wrapped by another library keeps its parameters out too', () => {
    const query = new DrizzleQueryError(
      'insert into "mail_outbox" ("html") values ($1)',
      ['<a href="x">'],
      undefined,
    );
    const wrapped = new Error('Failed to run background task', { cause: query });
    const logged = JSON.stringify(serializeError(wrapped));
    expect(logged).not.toContain('<a href');
    expect(logged).toContain('Failed to run background task');
  });

  it('masks a link’s token wherever it appears in a message', () => {
    const error = new Error('could not send https://app.test/reset-password?token=abc123secret&x=1');
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('abc123secret');
    expect(logged).toContain('token=[redacted]');
  });
});
