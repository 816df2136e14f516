import { describe, expect, it } from 'vitest';
import type { PostgresSourceConfig } from '../../../../shared/postgres-source';
import { createSecretBox } from '../../../lib/secret-box';
import { openPostgresConfig, sealPostgresConfig, viewPostgresConfig } from './sealed-config';

const config: PostgresSourceConfig = {
  host: 'db.example.test',
  port: 5432,
  database: 'shop',
  user: 'reader',
  password: 'Secret-pass-42',
  ssl: 'require',
  query: 'SELECT 1',
  schedule: 'hourly',
};

describe('a stored PostgreSQL source', () => {
  const box = createSecretBox('auth-secret-one-0123456789abcdef');

  it('keeps the password sealed, opens it back, and never shows it', () => {
    const stored = sealPostgresConfig(box, config);
    expect(JSON.stringify(stored)).not.toContain('Secret-pass-42');
    expect(openPostgresConfig(box, JSON.parse(JSON.stringify(stored)))).toEqual(config);
    const view = viewPostgresConfig(stored);
    expect(view).toEqual({ ...config, password: undefined, hasPassword: true });
    expect(view).not.toHaveProperty('password');
    expect(JSON.stringify(view)).not.toContain(stored.sealedPassword);
  });

  it('stores no password as none', () => {
    const stored = sealPostgresConfig(box, { ...config, password: '' });
    expect(stored.sealedPassword).toBe('');
    expect(viewPostgresConfig(stored).hasPassword).toBe(false);
    expect(openPostgresConfig(box, stored)?.password).toBe('');
  });

  it('cannot be opened under another AUTH_SECRET, nor from something that is not a source', () => {
    const stored = sealPostgresConfig(box, config);
    expect(openPostgresConfig(createSecretBox('auth-secret-two-0123456789abcdef'), stored)).toBeUndefined();
    expect(openPostgresConfig(box, { columns: [] })).toBeUndefined();
    expect(openPostgresConfig(box, null)).toBeUndefined();
  });
});
