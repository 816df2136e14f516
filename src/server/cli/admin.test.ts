import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { openDatabase } from '../db/client';
import { users } from '../db/schema/index';

const runAdmin = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

/**
 * The command run without blocking this process, which may hold the database meanwhile (a blocked holder
 * stops refreshing its data-directory lock).
 */
function runAdminBeside(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (status) => resolve({ status, stdout, stderr })),
  );
}

const roleOf = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], id: string) =>
  (await db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

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
    // Three runs of the command, each starting TypeScript from source.
  }, 120_000);

  it('while a server holds the embedded database, changes nothing and says to stop the server first', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-admin-'));
    const server = await openDatabase({ dataDir });
    try {
      await server.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.test' });
      const refused = await runAdminBeside(
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        'grant',
        'ada@example.test',
      );
      expect(refused.status).toBe(1);
      expect(refused.stdout).not.toContain('is now a global admin');
      expect(refused.stderr).toContain(
        `Nothing was changed: a running Tessera server holds the embedded database in DATA_DIR ${dataDir}.`,
      );
      expect(refused.stderr).toContain(
        'Stop the server, run `npm run admin -- grant ada@example.test` again',
      );
      expect(await roleOf(server.db, 'u1')).toBeNull();
    } finally {
      await server.close();
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL, grants while the server runs, and the server reads the new role',
    async () => {
      const running = await createTestApp('postgres');
      try {
        await running.database.db.insert(users).values({ id: 'u1', name: 'Ada', email: 'ada@example.test' });
        const granted = await runAdminBeside(
          { DATABASE_URL: running.env.DATABASE_URL!, DATA_DIR: running.env.DATA_DIR },
          'grant',
          'ada@example.test',
        );
        expect(granted.stdout).toContain('ada@example.test is now a global admin.');
        expect(granted.status).toBe(0);
        expect(await roleOf(running.database.db, 'u1')).toBe('admin');
      } finally {
        await running.close();
      }
    },
    60_000,
  );
});
