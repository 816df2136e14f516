// Where the data worker's time goes (issue 19's profile budget): runs the worker's own pipeline (`analyseBytes`)
// on the bench's 250,000-row CSV in Node, timing each stage. Run it under `node --cpu-prof` for the hot functions:
//   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/profile-hotspots.ts
import { analyseBytes } from '../src/shared/data/analyse';
import { csv250k } from './data-core';

const file = csv250k();
const runs = Number(process.argv[2] ?? 5);
for (let run = 0; run < runs; run++) {
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  const stages = new Map<string, number>();
  let last = started;
  let lastStage = 'start';
  const analysed = await analyseBytes(
    file.bytes,
    {},
    {
      onProgress: (progress) => {
        const now = performance.now();
        stages.set(lastStage, (stages.get(lastStage) ?? 0) + now - last);
        last = now;
        lastStage = progress.stage;
      },
    },
  );
  const now = performance.now();
  stages.set(lastStage, (stages.get(lastStage) ?? 0) + now - last);
  if (!analysed.ok) throw new Error('refused');
  const parts = [...stages].map(([stage, spent]) => `${stage} ${spent.toFixed(0)}`).join(', ');
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(`run ${run + 1}: ${(now - started).toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms (${parts})`);
}
