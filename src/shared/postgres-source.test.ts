import { describe, expect, it } from 'vitest';
import { postgresSourceInputSchema } from './postgres-source';

const input = {
  host: 'db.example.test',
  database: 'shop',
  user: 'reader',
  password: 'Secret-pass-42',
  query: 'SELECT id, total FROM orders',
};

describe('postgresSourceInputSchema', () => {
  it('takes a source with its defaults: port 5432, TLS with the certificate checked, a daily sync', () => {
    expect(postgresSourceInputSchema.parse(input)).toEqual({
      ...input,
      port: 5432,
      ssl: 'verify-full',
      schedule: 'daily',
    });
    expect(
      postgresSourceInputSchema.parse({ ...input, host: '127.0.0.1', port: 6543, ssl: 'disable' }),
    ).toMatchObject({
      host: '127.0.0.1',
      port: 6543,
      ssl: 'disable',
    });
    expect(postgresSourceInputSchema.parse({ ...input, ssl: 'require' }).ssl).toBe('require');
  });

  it('refuses a bad port, a socket path for a host, unknown fields, a schedule or TLS mode it does not run', () => {
    for (const bad of [
      { ...input, port: 0 },
      { ...input, port: 65_536 },
      { ...input, port: 5432.5 },
      { ...input, host: '/var/run/postgresql' },
      { ...input, host: '' },
      { ...input, database: 'a'.repeat(64) },
      { ...input, schedule: 'weekly' },
      { ...input, ssl: 'verify-ca' },
      { ...input, extra: true },
    ])
      expect(postgresSourceInputSchema.safeParse(bad).success).toBe(false);
  });

  it('names the refusal of a query that is not one read-only statement, for the form to translate', () => {
    const result = postgresSourceInputSchema.safeParse({ ...input, query: 'SELECT 1; DROP TABLE orders' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ path: ['query'], message: 'multiple-statements' }]);
    const long = postgresSourceInputSchema.safeParse({ ...input, query: `SELECT ${'1'.repeat(10_000)}` });
    expect(long.error?.issues.map((issue) => issue.message)).toContain('too-long');
  });
});
