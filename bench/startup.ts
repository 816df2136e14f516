// Step 2: from spawning the built server to its first 200 from /api/health, on the embedded database
// (PGlite in DATA_DIR, docs/decisions/024-embedded-database.md), and its memory once ready.
import { join } from 'node:path';
import { figure, MB, ms, type SectionResult } from './figures';
import { startTessera } from './server-process';
import { median, round } from './stats';

/** DESIGN §6: start-up to healthy on a migrated database, and the idle server's resident memory. */
export const warmStartBudgetMs = 2000;
export const idleRssBudgetBytes = 200_000_000;

/**
 * One start on an empty data directory (creates the database and runs every migration), then `warmRuns`
 * starts of new processes on the same, now migrated, directory.
 */
export async function measureStartup(options: {
  root: string;
  dataDir: string;
  logDir: string;
  warmRuns?: number;
}): Promise<SectionResult> {
  const runs: { readyMs: number; rss: number | null }[] = [];
  for (let run = 0; run <= (options.warmRuns ?? 3); run++) {
    const server = await startTessera({
      root: options.root,
      dataDir: options.dataDir,
      logFile: join(options.logDir, `startup-${run}.log`),
    });
    runs.push({ readyMs: round(server.readyMs, 1), rss: server.memory()?.rss ?? null });
    await server.stop();
  }
  const [first, ...warm] = runs;
  const warmMedian = median(warm.map((r) => r.readyMs));
  const warmRss = warm.flatMap((r) => (r.rss === null ? [] : [r.rss]));
  const idleRss = warmRss.length ? median(warmRss) : null;

  return {
    title: 'Start-up (spawn → first 200 from /api/health; embedded PGlite in DATA_DIR, 16 MB shared buffers)',
    figures: [
      figure('startup.firstMs', 'first start (new database, migrations)', first!.readyMs, 'ms'),
      figure('startup.warmMedianMs', `warm start (median of ${warm.length})`, warmMedian, 'ms', {
        max: warmStartBudgetMs,
      }),
      ...(first!.rss === null
        ? []
        : [figure('startup.firstRssBytes', 'RSS when ready after the first start', first!.rss, 'bytes')]),
      ...(idleRss === null
        ? []
        : [
            figure('startup.idleRssBytes', 'RSS when ready, warm (median)', idleRss, 'bytes', {
              max: idleRssBudgetBytes,
            }),
          ]),
    ],
    tables: [
      {
        head: [
          'start',
          `time to healthy (warm ≤ ${ms(warmStartBudgetMs)})`,
          `RSS when ready (warm ≤ ${MB(idleRssBudgetBytes)})`,
        ],
        rows: [
          [
            'first (creates the database, runs migrations)',
            ms(first!.readyMs),
            first!.rss === null ? '–' : MB(first!.rss),
          ],
          [`warm, median of ${warm.length}`, ms(warmMedian), idleRss === null ? '–' : MB(idleRss)],
        ],
        notes: [`warm runs: ${warm.map((r) => ms(r.readyMs)).join(', ')}`],
      },
    ],
    details: { runs },
  };
}
