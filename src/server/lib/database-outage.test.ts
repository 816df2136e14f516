import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createDatabaseOutage } from './database-outage';

function outageWithLog() {
  const lines: { msg: string }[] = [];
  const logger = pino({}, { write: (line: string) => lines.push(JSON.parse(line) as { msg: string }) });
  const database = { ping: () => Promise.resolve() } as unknown as Database;
  return { outage: createDatabaseOutage({ database, logger }), lines };
}

const withCode = (code: string) => Object.assign(new Error('driver error'), { code });

describe('the database outage tracker', () => {
  it('answers a statement timeout with a 503 but does not call the database down', () => {
    const { outage, lines } = outageWithLog();
    const wrapped = new Error('Failed query: select …', { cause: withCode('57014') });
    expect(outage.failed(wrapped)).toBe(true);
    expect(lines.map(({ msg }) => msg)).toEqual([]);
    outage.stop();
  });

  it('logs "database down" once for a refused connection', () => {
    const { outage, lines } = outageWithLog();
    expect(outage.failed(withCode('ECONNREFUSED'))).toBe(true);
    expect(outage.failed(withCode('ECONNREFUSED'))).toBe(true);
    expect(lines.map(({ msg }) => msg)).toEqual(['database down']);
    outage.stop();
  });

  it('leaves a fault in the query itself to the error handler', () => {
    const { outage } = outageWithLog();
    expect(outage.failed(withCode('23505'))).toBe(false);
    outage.stop();
  });
});
