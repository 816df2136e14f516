// Where the machine's CPU time went during a load run (Linux /proc; null elsewhere): how busy all cores were,
// and how many cores the measured servers and this process (autocannon runs in it) used.
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

export type CpuUse = {
  /** Share of all cores' time that was busy, 0–1. */
  machineBusy: number;
  /** Share the hypervisor gave to other machines while this one wanted to run (steal), 0–1. */
  stolen: number;
  /** Cores used on average by the servers under load, and by the bench process generating the load. */
  serverCores: number;
  loadGeneratorCores: number;
  cores: number;
};

/** Clock ticks per second for /proc's CPU times; 100 on every Linux we run on. */
const ticksPerSecond = 100;

function machineTicks(): { busy: number; steal: number; total: number } | null {
  if (!existsSync('/proc/stat')) return null;
  // user nice system idle iowait irq softirq steal
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = fields[3]! + fields[4]!;
  const steal = fields[7]!;
  return { busy: total - idle - steal, steal, total };
}

/** User plus system CPU seconds a process has used; 0 once it is gone. */
function processSeconds(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return 0;
  // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14 and 15.
  const text = readFileSync(file, 'utf8');
  const afterName = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(afterName[11]) + Number(afterName[12])) / ticksPerSecond;
}

/** Runs `work` and reports the CPU it and the servers `pids` took. */
export async function measureCpu<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse | null }> {
  const machineBefore = machineTicks();
  const serversBefore = pids.map(processSeconds);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const machineAfter = machineTicks();
  const ticks = machineAfter && machineBefore ? machineAfter.total - machineBefore.total : 0;
  if (!machineBefore || !machineAfter || ticks <= 0) return { result, cpu: null };
  // A server that exited during the run counts for nothing rather than for minus what it had used.
  const serverSeconds = pids.reduce(
    (sum, pid, i) => sum + Math.max(0, processSeconds(pid) - serversBefore[i]!),
    0,
  );
  const self = process.cpuUsage(selfBefore);
  return {
    result,
    cpu: {
      machineBusy: (machineAfter.busy - machineBefore.busy) / ticks,
      stolen: (machineAfter.steal - machineBefore.steal) / ticks,
      serverCores: serverSeconds / seconds,
      loadGeneratorCores: (self.user + self.system) / 1e6 / seconds,
      cores: cpus().length,
    },
  };
}

/** "98 % of 2 cores busy (0 % stolen by the hypervisor): Tessera 1.10 cores, load generator 0.62, the rest (…) 0.24"; warm-up included. */
export function describeCpu(cpu: CpuUse | null): string {
  if (!cpu) return 'CPU use not measured (no /proc)';
  const rest = Math.max(0, cpu.machineBusy * cpu.cores - cpu.serverCores - cpu.loadGeneratorCores);
  return (
    `${Math.round(cpu.machineBusy * 100)} % of ${cpu.cores} cores busy (${Math.round(cpu.stolen * 100)} % stolen by the hypervisor): Tessera ${cpu.serverCores.toFixed(2)} cores, ` +
    `load generator ${cpu.loadGeneratorCores.toFixed(2)}, the rest (PostgreSQL, Redis, the OS) ${rest.toFixed(2)}`
  );
}
