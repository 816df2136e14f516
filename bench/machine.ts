// What the figures were measured on, so results from different machines are not compared blindly.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, release, totalmem, type as osType } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, chromiumVersion } from './chromium';

function gitCommit(cwd: string): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).stdout.trim() !== '';
  return result.stdout.trim() + (dirty ? ' (with uncommitted changes)' : '');
}

const packageVersion = (root: string, name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

export function machineInfo(root: string) {
  return {
    date: new Date().toISOString(),
    node: process.version,
    os: `${osType()} ${release()}`,
    cpuCount: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryBytes: totalmem(),
    chromium: chromiumVersion() ?? `not found at ${chromiumPath()}`,
    lighthouse: packageVersion(root, 'lighthouse'),
    autocannon: packageVersion(root, 'autocannon'),
    commit: gitCommit(root),
  };
}
