// `npm start`: builds when the build is missing or older than the sources, then serves in production mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommand } from './server-command';

const stamp = 'dist/.build-stamp';
const inputs = [
  'src',
  'public',
  'drizzle',
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'vite.prerender.config.ts',
  'vite.server.config.ts',
  'scripts/prerender.ts',
  'scripts/compress.ts',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...inputs.map(newestChange)) > built) {
  console.log('Building Tessera…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { NODE_ENV: 'production', ...process.env };
const command = serverCommand(env);
const server = spawnSync(process.execPath, ['--enable-source-maps', ...command.args], {
  stdio: 'inherit',
  env: command.env,
});
process.exit(server.status ?? 0);
