import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import { openDatabase, type Database } from '../db/client';
import { loadEnv, type Env } from '../env';
import { createDeps } from '../deps';
import { createLogger } from '../logger';
import { adminQuery } from './global-setup';

export type DatabaseTarget = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  env: Env;
  close: () => Promise<void>;
};

/** A fresh app on a fresh, empty database: in-memory PGlite, or a new PostgreSQL database dropped afterwards. */
export async function createTestApp(
  target: DatabaseTarget,
  overrides: Record<string, string> = {},
  options: {
    clientDir?: string;
    logger?: Logger;
    /** How the app reaches its PostgreSQL scratch database (a test puts a proxy in between). */
    reach?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const scratch = target === 'postgres' ? await createScratchDatabase() : null;
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: scratch ? (options.reach?.(scratch.url) ?? scratch.url) : 'memory://',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-test-')),
    ...overrides,
  });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    loadDataDir: env.DATABASE_URL === 'memory://' ? migratedPglite() : undefined,
  });
  const { deps, close } = createDeps({
    env,
    database,
    logger: options.logger ?? createLogger(env),
    deferredWorkJitterMs: 0,
  });
  const app = createApp({ ...deps, clientDir: options.clientDir });
  // Each request comes from its own address unless the test names one, so per-address limits stay per test.
  const request = app.request;
  app.request = (input, init, bindings, executionCtx) =>
    request(input, init, bindings ?? fromPeer(randomAddress()), executionCtx);
  return {
    app,
    database,
    env,
    deps,
    close: async () => {
      await close();
      await database.close();
      await scratch?.drop();
    },
  };
}

let migratedPgliteDump: Blob | undefined;

/** The migrated PGlite the global setup dumped, read once per test file. */
function migratedPglite() {
  const path = inject('migratedPglitePath');
  if (!path) return undefined;
  return (migratedPgliteDump ??= new Blob([readFileSync(path)]));
}

async function createScratchDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const template = inject('migratedPostgresTemplate');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** Runs a suite once per database target, with one app shared by the suite's tests. */
export function describeOnEachDatabase(
  name: string,
  suite: (context: () => TestApp) => void,
  overrides: Record<string, string> = {},
) {
  for (const target of databaseTargets) {
    describe(`${name} [${target}]`, () => {
      let testApp: TestApp;
      beforeAll(async () => {
        testApp = await createTestApp(target, overrides);
      });
      afterAll(() => testApp?.close());
      suite(() => testApp);
    });
  }
}

/** The origin test apps serve (APP_URL's default); state-changing requests must come from it. */
export const testOrigin = 'http://localhost:3000';

/** A JSON request as our own pages send it: from our origin. */
export const jsonRequest = (
  method: string,
  body: unknown,
  headers: Record<string, string> = {},
): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', origin: testOrigin, ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The bindings `app.request()` needs to look as if it came over a socket from this address. */
export const fromPeer = (address: string) => ({
  incoming: {
    socket: {
      remoteAddress: address,
      remotePort: 40_000,
      remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
    },
  },
});

const randomAddress = () => `100.${64 + randomInt(64)}.${randomInt(256)}.${randomInt(1, 255)}`;
