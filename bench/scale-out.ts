// Scale-out (DESIGN §7): the authenticated read against one instance on PostgreSQL, then against two instances
// on the same PostgreSQL and Redis with autocannon's connections spread over both. On this 2-core machine the
// two servers, PostgreSQL and autocannon share the same cores, so the ratio shows what a second process adds
// here, not what a second machine would.
import { join } from 'node:path';
import { describeCpu, measureCpu, type CpuUse } from './cpu';
import { figure, mark, type SectionResult } from './figures';
import { loadProfile, profileLoadTarget, withScratchPostgres } from './profile-throughput';
import { startTessera, type ServerHandle } from './server-process';
import { signedInCookie } from './session';
import { round } from './stats';
import {
  defaultLoad,
  loadDescription,
  loadFigures,
  loadHead,
  loadRow,
  loadTest,
  type LoadResult,
  type LoadSettings,
  type ServerSectionOptions,
} from './throughput';

const targetRatio = 1.8;
const redisUrl = 'redis://127.0.0.1:6379';

export async function measureScaleOut(options: ServerSectionOptions): Promise<SectionResult> {
  const settings = options.settings ?? defaultLoad;
  const { root, tmpDir } = options;
  // Limits of their own in the shared Redis, as another deployment on it would have (docs/scaling.md).
  const redis = `${redisUrl}/0?keyPrefix=${encodeURIComponent(`tessera-bench-${process.pid}:`)}`;
  return withScratchPostgres(async (databaseUrl) => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis,
      AUTH_SECRET: `bench-scale-out-secret-${process.pid}-0123456789`,
    };
    const start = (name: string): Promise<ServerHandle> =>
      startTessera({
        root,
        dataDir: join(tmpDir, `data-scale-${name}`),
        logFile: join(tmpDir, `server-scale-${name}.log`),
        env,
      });
    const servers: ServerHandle[] = [];
    try {
      const first = await start('a');
      servers.push(first);
      const cookie = await signedInCookie(first, `bench-scale-${process.pid}@example.com`);
      const one = await measureCpu([first.pid], () => loadProfile(first.origin, cookie, settings));
      const second = await start('b');
      servers.push(second);
      const spread = servers.map((server) => `${server.origin}/api/profile`);
      const two = await measureCpu([first.pid, second.pid], () =>
        loadTest({ ...profileLoadTarget(first.origin, cookie), url: spread }, settings),
      );
      return report(one, two, settings);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
}

type MeasuredLoad = { result: LoadResult; cpu: CpuUse | null };

function report(
  { result: one, cpu: oneCpu }: MeasuredLoad,
  { result: two, cpu: twoCpu }: MeasuredLoad,
  settings: LoadSettings,
): SectionResult {
  const ratio = round(two.requestsPerSec / one.requestsPerSec, 2);
  const oneFigures = loadFigures('scaleOut.one', 'GET /api/profile, one instance (PostgreSQL)', one);
  const twoFigures = loadFigures('scaleOut.two', 'GET /api/profile, two instances (PostgreSQL + Redis)', two);
  const ratioFigure = figure('scaleOut.ratio', 'two instances ÷ one instance, req/s', ratio, 'ratio', {
    min: targetRatio,
  });
  return {
    title: `Scale-out: authenticated read, one vs two instances (${loadDescription(settings)})`,
    figures: [...oneFigures, ...twoFigures, ratioFigure],
    tables: [
      {
        head: loadHead,
        rows: [
          loadRow('one instance', one, oneFigures),
          loadRow('two instances, connections spread over both', two, twoFigures),
        ],
        notes: [
          `two ÷ one = ${ratio}${mark(ratioFigure)} (target ≥ ${targetRatio})`,
          `one instance: ${describeCpu(oneCpu)}`,
          `two instances: ${describeCpu(twoCpu)}`,
          'Both servers, PostgreSQL and autocannon share this machine’s cores: a second process cannot add a core that is not there.',
        ],
      },
    ],
    details: { settings, one, two, cpu: { one: oneCpu, two: twoCpu } },
  };
}
