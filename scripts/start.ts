// `npm start`, step one: builds when the build is missing or older than the sources (its output goes to stderr),
// then prints the shell command that starts the server. The npm script `exec`s that command, so the server is
// the process npm runs: it receives npm's signals and its exit status is npm's (docs/decisions/030-single-writer-and-supervision.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommand } from './server-command';

const stamp = 'dist/.build-stamp';
const envFile = '.env';
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
  console.error('Building Tessera…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: ['inherit', 2, 2] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `.env` is configuration too: read here for the choice of flags (the database), and by the server itself through
// Node's own flag. Neither overrides a variable already set in the environment.
if (existsSync(envFile)) process.loadEnvFile(envFile);

const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
const command = serverCommand({ NODE_ENV: 'production', ...process.env });
// Only what the server command adds to the environment; the rest is inherited.
const added = Object.entries(command.env).filter(([name, value]) => value !== process.env[name]);
console.log(
  [
    'env',
    ...added.map(([name, value]) => quote(`${name}=${value}`)),
    quote(process.execPath),
    `--env-file-if-exists=${envFile}`,
    '--enable-source-maps',
    ...command.args.map(quote),
  ].join(' '),
);
