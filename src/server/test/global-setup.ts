import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  // Vitest's provided values are declared by merging into its interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A dump of an in-memory PGlite with every migration applied, for suites to start from. */
    migratedPglitePath: string;
    /** A PostgreSQL database with every migration applied, to copy scratch databases from. */
    migratedPostgresTemplate: string | null;
  }
}

/**
 * Migrates one database of each kind before the server tests start, so each suite copies a migrated database
 * instead of running every migration again (migrations themselves are still run by start-up and CLI tests).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-migrated-'));
  const pglitePath = join(dir, 'pglite.tar');
  const pglite = await openDatabase({ url: 'memory://', dataDir: dir });
  const client = (pglite.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  writeFileSync(pglitePath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('migratedPglitePath', pglitePath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `tessera_template_${randomBytes(6).toString('hex')}` : null;
  if (adminUrl && template) {
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const postgres = await openDatabase({ url: url.toString(), dataDir: dir });
    await postgres.close();
  }
  project.provide('migratedPostgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}

export async function adminQuery(adminUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}
