// The authenticated read under load (DESIGN §6): GET /api/profile with a signed-in session cookie, on the
// embedded database and on PostgreSQL, each in a server of its own.
import { join } from 'node:path';
import pg from 'pg';
import { describeCpu, measureCpu, type CpuUse } from './cpu';
import type { SectionResult } from './figures';
import { startTessera, type ServerHandle } from './server-process';
import { signedInCookie } from './session';
import {
  defaultLoad,
  loadDescription,
  loadFigures,
  loadHead,
  loadRow,
  loadTest,
  type LoadBudgets,
  type LoadResult,
  type LoadSettings,
  type ServerSectionOptions,
  type LoadTarget,
} from './throughput';

/** DESIGN §6, at 50 connections with zero errors. */
export const profileBudgets = {
  pglite: { minRequestsPerSec: 1000, maxP99Ms: 100 },
  postgres: { minRequestsPerSec: 2500, maxP99Ms: 50 },
} satisfies Record<string, LoadBudgets>;

/** The PostgreSQL server the bench may create a throwaway database on (local, trust auth). */
const postgresAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** One authenticated GET /api/profile: what every connection of a load run sends. */
export function profileLoadTarget(origin: string, cookie: string): LoadTarget {
  return { url: `${origin}/api/profile`, headers: { cookie, accept: 'application/json' } };
}

/** Load on an authenticated GET /api/profile against this origin with this cookie (also used by scale-out runs). */
export function loadProfile(origin: string, cookie: string, settings: LoadSettings = defaultLoad) {
  return loadTest(profileLoadTarget(origin, cookie), settings);
}

/**
 * Runs `work` with the URL of a fresh PostgreSQL database made for this bench process, and drops the database
 * afterwards (connections and all), whatever `work` did.
 */
export async function withScratchPostgres<T>(work: (url: string) => Promise<T>): Promise<T> {
  const name = `tessera_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    try {
      return await work(url.toString());
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

type Run = { key: keyof typeof profileBudgets; label: string; result: LoadResult; cpu: CpuUse | null };

async function measureOn(
  key: Run['key'],
  label: string,
  start: () => Promise<ServerHandle>,
  settings: LoadSettings,
): Promise<Run> {
  const server = await start();
  try {
    const cookie = await signedInCookie(server, `bench-${key}-${process.pid}@example.com`);
    const { result, cpu } = await measureCpu([server.pid], () =>
      loadProfile(server.origin, cookie, settings),
    );
    return { key, label, result, cpu };
  } finally {
    await server.stop();
  }
}

/** Authenticated GET /api/profile at 50 connections on PGlite and on PostgreSQL, each against its budget. */
export async function measureProfileThroughput(options: ServerSectionOptions): Promise<SectionResult> {
  const settings = options.settings ?? defaultLoad;
  const { root, tmpDir } = options;
  const pglite = await measureOn(
    'pglite',
    'GET /api/profile, embedded PGlite',
    () =>
      startTessera({
        root,
        dataDir: join(tmpDir, 'data-profile-pglite'),
        logFile: join(tmpDir, 'server-profile-pglite.log'),
      }),
    settings,
  );
  const postgres = await withScratchPostgres((url) =>
    measureOn(
      'postgres',
      'GET /api/profile, PostgreSQL',
      () =>
        startTessera({
          root,
          dataDir: join(tmpDir, 'data-profile-postgres'),
          logFile: join(tmpDir, 'server-profile-postgres.log'),
          env: { DATABASE_URL: url },
        }),
      settings,
    ),
  );

  const runs = [pglite, postgres].map((run) => ({
    ...run,
    figures: loadFigures(`profile.${run.key}`, run.label, run.result, profileBudgets[run.key]),
  }));
  return {
    title: `Authenticated read (${loadDescription(settings)})`,
    figures: runs.flatMap((run) => run.figures),
    tables: [
      {
        head: loadHead,
        rows: runs.map((run) => loadRow(run.label, run.result, run.figures)),
        notes: runs.flatMap((run) => [
          `${run.label}: budget ≥ ${profileBudgets[run.key].minRequestsPerSec.toLocaleString('en-US')} req/s, p99 ≤ ${profileBudgets[run.key].maxP99Ms} ms, no errors`,
          `  ${describeCpu(run.cpu)}`,
        ]),
      },
    ],
    details: {
      settings,
      pglite: pglite.result,
      postgres: postgres.result,
      cpu: { pglite: pglite.cpu, postgres: postgres.cpu },
    },
  };
}
