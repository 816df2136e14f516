// `npm run bench`: builds, then measures bundle sizes, start-up, throughput and Lighthouse scores against
// servers on 127.0.0.1 only. Prints a table per section and writes bench/results.json.
//
// A later section is a module returning a SectionResult, run below under its own key.
// `npm run bench -- --only=throughput,startup` runs some sections (results.json keeps the others' last figures);
// `--no-build` measures the existing dist/. The data core's sections: dataCore (Node), dataBundle (dist/client),
// dataBrowser (Chromium). Issue 20's insights (ours against AntV AVA on planted datasets, Chromium, size): insights.
// Issue 21's training engine (ours against ml-xgboost on 10 seeded tasks, leaks, size, Node and Chromium): ml;
// issue 24's push ingest (PGlite and PostgreSQL): streams; its webhook ingest (signed GitHub deliveries): webhooks;
// `--ml-scale=0.05` shrinks its tasks for a quick look (its budgets are for the full size).
// Issue 22's assistant: assistant (Node, its benchmark questions), assistantBundle (dist/client, the worker's size).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build';
import { measureBundles } from './bundle-size';
import { MB, type Figure, type SectionResult } from './figures';
import { lighthousePages, measureLighthouse } from './lighthouse';
import { machineInfo } from './machine';
import { startBareHono, startTessera, type ServerHandle } from './server-process';
import { measureStartup } from './startup';
import { renderSection } from './table';
import { measureResetTiming } from './reset-timing';
import { measureDatasetFiles } from './dataset-files';
import { measureLoginFlood } from './login-flood';
import { measureHealthThroughput } from './throughput';
import { measureProfileThroughput } from './profile-throughput';
import { measureScaleOut } from './scale-out';
import { withScratchPostgres } from './profile-throughput';
import { measureDataCore } from './data-core';
import { measureDataBundle } from './data-bundle';
import { measureAssistantBundle } from './assistant-bundle';
import { measureDataBrowser } from './data-browser';
import { measureInsights } from './insights';
import { measurePredictionApi } from './prediction-api';
import { measureMl } from './ml';
import { measureAssistant } from './assistant';
import { measureStreams } from './streams';
import { measureWebhooks } from './webhooks';
import { measureStreamPull } from './stream-pull';
import { ask } from '../src/shared/data/assistant/index';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(benchDir, '..');
const tmpDir = join(benchDir, '.tmp');
const resultsFile = join(benchDir, 'results.json');

const log = (line: string) => process.stderr.write(`${line}\n`);

const onlyArg = process.argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;
/** Whether a section runs in this invocation. */
const wanted = (key: string) => only === null || only.has(key);
const skipBuild = process.argv.includes('--no-build');
const mlScaleArg = process.argv.find((arg) => arg.startsWith('--ml-scale='));
const mlScale = mlScaleArg ? Number(mlScaleArg.slice('--ml-scale='.length)) : 1;

function previousSections(): Record<string, SectionResult> {
  if (only === null || !existsSync(resultsFile)) return {};
  return (JSON.parse(readFileSync(resultsFile, 'utf8')) as { sections: Record<string, SectionResult> })
    .sections;
}

async function main() {
  const started = performance.now();
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const machine = machineInfo(root);
  log(`bench: ${machine.cpuCount} × ${machine.cpuModel}, Node ${machine.node}, ${machine.chromium}`);

  const sections: Record<string, SectionResult> = previousSections();
  const done = (key: string, section: SectionResult) => {
    sections[key] = section;
    console.log(`\n${renderSection(section)}`);
  };

  if (!skipBuild) {
    log('bench: npm run build…');
    const buildMs = await build(root);
    log(`bench: built in ${(buildMs / 1000).toFixed(1)} s`);
  }
  if (wanted('bundle')) done('bundle', measureBundles(join(root, 'dist/client')));
  if (wanted('dataBundle')) done('dataBundle', measureDataBundle(join(root, 'dist/client')));
  if (wanted('assistantBundle')) done('assistantBundle', measureAssistantBundle(join(root, 'dist/client')));
  // Before any server starts: the data core alone on the machine.
  if (wanted('dataCore')) done('dataCore', measureDataCore(log));
  if (wanted('insights')) done('insights', await measureInsights(log));
  if (wanted('ml')) done('ml', await measureMl(log, mlScale));
  if (wanted('assistant')) done('assistant', await measureAssistant(ask, log));

  const dataDir = join(tmpDir, 'data');
  if (wanted('startup')) {
    log('bench: start-up…');
    done('startup', await measureStartup({ root, dataDir, logDir: tmpDir }));
  }

  // Issue 21's prediction API with workspace API keys, on PostgreSQL beside bare Hono (servers of its own).
  if (wanted('predictionApi')) {
    log('bench: prediction API (single-row calls with API keys, PostgreSQL)…');
    done('predictionApi', await measurePredictionApi({ root, tmpDir, log }));
  }

  // Issue 24's push ingest on the embedded database and on PostgreSQL (servers of its own).
  if (wanted('streams')) {
    log('bench: data streams (push ingest beside GET /api/health)…');
    done('streams', await measureStreams({ root, tmpDir, log }));
  }
  if (wanted('webhooks')) {
    log('bench: webhook streams (signed GitHub deliveries beside GET /api/health)…');
    done('webhooks', await measureWebhooks({ root, tmpDir, log }));
  }
  if (wanted('streamPull')) {
    log('bench: a URL pull of a 20 MB CSV served locally…');
    done('streamPull', await measureStreamPull({ root, tmpDir }));
  }

  // The sections below need the built app's server; the ones above (insights among them) do not.
  const serverSections = [
    'throughput',
    'resetTiming',
    'loginFlood',
    'datasetFiles',
    'datasetFilesPostgres',
    'profile',
    'scaleOut',
    'dataBrowser',
    'lighthouse',
  ];
  if (serverSections.some(wanted)) {
    const servers: ServerHandle[] = [];
    try {
      const tessera = await startTessera({ root, dataDir, logFile: join(tmpDir, 'server.log') });
      servers.push(tessera);
      const bare = await startBareHono({ root, logFile: join(tmpDir, 'bare-hono.log') });
      servers.push(bare);

      if (wanted('throughput')) {
        log('bench: throughput…');
        done('throughput', await measureHealthThroughput({ tessera, bare }));
      }
      await bare.stop();

      if (wanted('resetTiming')) {
        log('bench: reset request timing…');
        const trusting = await startTessera({
          root,
          dataDir: join(tmpDir, 'data-reset'),
          logFile: join(tmpDir, 'server-reset.log'),
          env: { TRUST_PROXY: 'true', DATABASE_URL: 'memory://' },
        });
        servers.push(trusting);
        done('resetTiming', await measureResetTiming(trusting));
        await trusting.stop();
      }

      if (wanted('loginFlood')) {
        log('bench: login flood…');
        const flooded = await startTessera({
          root,
          dataDir: join(tmpDir, 'data-flood'),
          logFile: join(tmpDir, 'server-flood.log'),
          env: { TRUST_PROXY: 'true' },
        });
        servers.push(flooded);
        done('loginFlood', await measureLoginFlood(flooded));
        await flooded.stop();
      }

      if (wanted('datasetFiles')) {
        log('bench: 20 MB dataset uploads and downloads beside GET /api/health…');
        const loaded = await startTessera({
          root,
          dataDir: join(tmpDir, 'data-files'),
          logFile: join(tmpDir, 'server-files.log'),
        });
        servers.push(loaded);
        done('datasetFiles', await measureDatasetFiles(loaded));
        await loaded.stop();
      }

      if (wanted('datasetFilesPostgres')) {
        log('bench: the same with the files in PostgreSQL…');
        done(
          'datasetFilesPostgres',
          await withScratchPostgres(async (url) => {
            const loaded = await startTessera({
              root,
              dataDir: join(tmpDir, 'data-files-postgres'),
              logFile: join(tmpDir, 'server-files-postgres.log'),
              env: { DATABASE_URL: url },
            });
            servers.push(loaded);
            try {
              return await measureDatasetFiles(loaded, {
                key: 'datasetFilesPostgres',
                store: 'PostgreSQL, files in 256 KB chunk rows',
              });
            } finally {
              await loaded.stop();
            }
          }),
        );
      }

      if (wanted('profile')) {
        log('bench: authenticated GET /api/profile on PGlite and PostgreSQL…');
        done('profile', await measureProfileThroughput({ root, tmpDir }));
      }

      if (wanted('scaleOut')) {
        log('bench: authenticated GET /api/profile, one vs two instances on PostgreSQL and Redis…');
        done('scaleOut', await measureScaleOut({ root, tmpDir }));
      }

      if (wanted('dataBrowser')) {
        log('bench: a 20 MB, 250,000-row CSV dropped in the playground in Chromium…');
        done('dataBrowser', await measureDataBrowser(tessera, log));
      }

      if (wanted('lighthouse')) {
        const lighthouseRuns = lighthousePages.reduce((sum, page) => sum + page.runs, 0);
        log(
          `bench: Lighthouse, ${lighthousePages.length} pages × desktop/mobile, ${lighthouseRuns} runs each…`,
        );
        done(
          'lighthouse',
          await measureLighthouse({
            origin: tessera.origin,
            pages: lighthousePages,
            tmpDir,
            log,
          }),
        );
      }
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  rmSync(dataDir, { recursive: true, force: true });

  const budgeted = Object.values(sections).flatMap((s) => s.figures.filter((f) => f.pass !== undefined));
  const failed = budgeted.filter((f) => !f.pass);
  const results = {
    machine,
    durationSec: Math.round((performance.now() - started) / 1000),
    summary: {
      budgets: budgeted.length,
      passed: budgeted.length - failed.length,
      failed: failed.map((f: Figure) => f.id),
    },
    sections,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

  console.log(`\n${'='.repeat(100)}`);
  console.log(
    `${machine.date} · Node ${machine.node} · ${machine.cpuCount} CPUs (${machine.cpuModel}) · ${MB(machine.memoryBytes)} RAM`,
  );
  console.log(`budgets: ${results.summary.passed}/${budgeted.length} met`);
  for (const f of failed)
    console.log(`  ✗ ${f.label}: ${f.value} ${f.unit} (budget ${JSON.stringify(f.budget)})`);
  console.log(`results: ${resultsFile} (${results.durationSec} s); Lighthouse reports and logs: ${tmpDir}`);
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
