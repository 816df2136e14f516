// Where the Chromium data worker's time goes (issue 19's whole-profile row, docs/decisions/083): the built data
// worker (dist/client) alone in a blank page, given the bench's 250,000-row CSV as a File, like a drop in the
// playground but without the app. For each read: when each stage's first message reached the page, and the CPU
// the worker's thread and the whole browser spent from the request to `profiled` (Linux: /proc, this browser's
// processes only). `--profile=DIR` also writes a CPU profile of the worker per read (DevTools protocol).
//   npm run build && flock /tmp/tessera-bench.lock npx tsx bench/worker-cpu.ts [--reads=3] [--same-worker=2]
//     [--dist=dist/client] [--profile=/tmp/prof] [--insights]
// `--same-worker=N` reads the file N times in one worker (the first read after the worker's warm-up, then warm).
import { chromium } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumArgs } from '../tests/support/chromium';
import { chromiumPath } from './chromium';
import { csv250k } from './data-core';

const arg = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = resolve(arg('dist') ?? 'dist/client');
const reads = Number(arg('reads') ?? 3);
const sameWorker = Number(arg('same-worker') ?? 1);
const profileDir = arg('profile');
/** `--insights`: the request asks for the insights too, as the playground's does (their chunk loads beside the read). */
const insights = process.argv.includes('--insights');
if (profileDir) mkdirSync(profileDir, { recursive: true });

const workerFile = readdirSync(join(dist, 'assets')).find((name) => /^data\.worker-.*\.js$/.test(name));
if (!workerFile) throw new Error(`no data worker in ${dist}/assets: run npm run build`);
const csv = Buffer.from(csv250k().bytes);

/** The page: starts the worker, waits for its warm-up, then reads the file `times` times in it. */
const page = `<!doctype html><meta charset="utf-8"><script>
window.read = async (times) => {
  const worker = new Worker('/assets/${workerFile}', { type: 'module' });
  await new Promise((done) => setTimeout(done, 2500));
  const file = new File([await (await fetch('/bench.csv')).arrayBuffer()], 'bench.csv', { type: 'text/csv' });
  const all = [];
  for (let read = 0; read < times; read++) {
    const messages = [];
    await window.cpuMark();
    const start = performance.now();
    await new Promise((done) => {
      worker.onmessage = (event) => {
        const { type, stage } = event.data;
        messages.push({ at: Math.round(performance.now() - start), type, stage });
        if (type === 'profiled') window.cpuMark();
        if (type === (${insights} ? 'insights' : 'done')) done();
      };
      worker.postMessage({ id: read + 1, choices: {}, file, insights: ${insights} });
    });
    all.push(messages);
    await new Promise((done) => setTimeout(done, 500));
  }
  return all;
};
</script>`;

const server = createServer((request, response) => {
  const url = request.url ?? '/';
  if (url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
  if (url === '/bench.csv') return response.writeHead(200, { 'content-type': 'text/csv' }).end(csv);
  if (url.startsWith('/assets/') && !url.includes('..')) {
    try {
      const body = readFileSync(join(dist, url));
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
    } catch {
      // not found below
    }
  }
  response.writeHead(404).end();
});
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** CPU ms (user + system) by thread name, of the processes started with this browser's profile directory. */
function cpuByThread(profile: string): Map<string, number> {
  const byName = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(profile)) continue;
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) * 10);
      }
    } catch {
      // a process or thread that ended meanwhile
    }
  }
  return byName;
}

/** A DevTools protocol session with the browser, attached to the page's dedicated worker, to profile it. */
async function workerProfiler(port: number) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((open) => socket.addEventListener('open', open, { once: true }));
  let nextId = 1;
  const pending = new Map<number, (result: Record<string, unknown>) => void>();
  type TargetInfo = { targetId: string; type: string; url: string };
  const targets: TargetInfo[] = [];
  const attached: { sessionId: string; targetInfo: TargetInfo }[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      params?: { targetInfo: TargetInfo; sessionId: string };
      result?: Record<string, unknown>;
    };
    if (message.id !== undefined) pending.get(message.id)?.(message.result ?? {});
    if (message.method === 'Target.targetCreated') targets.push(message.params!.targetInfo);
    if (message.method === 'Target.attachedToTarget') attached.push(message.params!);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((answered) => {
      const id = nextId++;
      pending.set(id, answered);
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  await send('Target.setDiscoverTargets', { discover: true });
  await new Promise((wait) => setTimeout(wait, 200));
  const pageTarget = targets
    .filter((target) => target.type === 'page' && target.url.startsWith(origin))
    .pop();
  if (!pageTarget) throw new Error('page target not found');
  const { sessionId: pageSession } = (await send('Target.attachToTarget', {
    targetId: pageTarget.targetId,
    flatten: true,
  })) as { sessionId: string };
  await send(
    'Target.setAutoAttach',
    { autoAttach: true, waitForDebuggerOnStart: false, flatten: true },
    pageSession,
  );
  return {
    /** Starts profiling the worker once it exists (after its warm-up has begun). */
    async start() {
      let session: string | undefined;
      for (let tries = 0; tries < 250 && !session; tries++) {
        await new Promise((wait) => setTimeout(wait, 20));
        session = attached.find((entry) => entry.targetInfo.type === 'worker')?.sessionId;
      }
      if (!session) throw new Error('worker target not found');
      await send('Profiler.enable', {}, session);
      await send('Profiler.setSamplingInterval', { interval: 200 }, session);
      await send('Profiler.start', {}, session);
      return async (file: string) => {
        const { profile } = await send('Profiler.stop', {}, session);
        writeFileSync(file, JSON.stringify(profile));
        socket.close();
      };
    },
  };
}

const userDataDir = mkdtempSync(join(tmpdir(), 'worker-cpu-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: chromiumPath(),
  args: [...chromiumArgs, ...(profileDir ? ['--remote-debugging-port=0'] : [])],
});
try {
  const debugPort = profileDir
    ? Number(readFileSync(join(userDataDir, 'DevToolsActivePort'), 'utf8').split('\n')[0])
    : 0;
  for (let run = 0; run < reads; run++) {
    const tab = await context.newPage();
    const marks: Map<string, number>[] = [];
    await tab.exposeFunction('cpuMark', () => void marks.push(cpuByThread(userDataDir)));
    await tab.goto(`${origin}/`);
    const profiler = profileDir ? await workerProfiler(debugPort) : undefined;
    const reading = tab.evaluate(
      (times) => (window as unknown as { read: (n: number) => Promise<unknown> }).read(times),
      sameWorker,
    ) as Promise<{ at: number; type: string; stage?: string }[][]>;
    const stop = await profiler?.start();
    const all = await reading;
    await stop?.(join(profileDir!, `worker-${run + 1}.cpuprofile`));
    all.forEach((messages, index) => {
      const stages: string[] = [];
      let last = '';
      for (const message of messages) {
        const key = message.type === 'progress' ? message.stage! : message.type;
        if (key !== last) stages.push(`${key} ${message.at}`);
        last = key;
      }
      const before = marks[2 * index]!;
      const after = marks[2 * index + 1]!;
      const spent = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
      const browser = [...after.keys()].reduce((sum, name) => sum + spent(name), 0);
      console.log(
        `read ${run + 1}.${index + 1} (load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}): ` +
          `ms after the request: ${stages.join(', ')}; CPU request → profiled: worker thread ` +
          `${spent('DedicatedWorker')} ms, the browser's processes ${browser} ms`,
      );
    });
    await tab.close();
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  server.close();
}
