import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/index';

const runAdmin = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('npm run admin -- grant EMAIL', () => {
  it('makes an existing account a global admin on the configured database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-admin-'));
    const database = await openDatabase({ dataDir });
    await database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.test' });
    await database.close();

    const granted = runAdmin(dataDir, 'grant', 'ADA@example.test');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain('ada@example.test is now a global admin.');

    const missing = runAdmin(dataDir, 'grant', 'nobody@example.test');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No account uses nobody@example.test');

    expect(runAdmin(dataDir, 'promote').status).toBe(2);

    const reopened = await openDatabase({ dataDir });
    const [user] = await reopened.db.select({ role: users.role }).from(users).where(eq(users.id, 'u1'));
    await reopened.close();
    expect(user?.role).toBe('admin');
  });
});
