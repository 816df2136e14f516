// A throw-away project holding the real `npm start` script (scripts/start.ts, its imports and package.json's start
// line) and a stand-in for the built server, built "long ago" so that start.ts never builds: for the tests of
// what `npm start` runs (scripts/start.test.ts, scripts/container.test.ts).
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const repo = resolve(import.meta.dirname, '../..');

/**
 * The stand-in server: drains for a moment on SIGTERM, then prints its pid, flags and database. The handler comes
 * first: a test signals as soon as it reads the pid, and on a busy machine the printing process can be paused before
 * its next line runs (a signal then would end it as if it had no handler: exit 143).
 */
const standInServer = `
process.on('SIGTERM', () => {
  console.log('draining');
  setTimeout(() => { console.log('drained'); process.exit(0); }, 500);
});
console.log('server ' + process.pid + ' ' + process.execArgv.join(' '));
console.log('database ' + (process.env.DATABASE_URL || 'embedded'));
setInterval(() => {}, 1000);
`;

/** A directory holding the real start script, its imports and package.json's start line, built long ago. */
export function startProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  const { scripts } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ type: 'module', scripts: { start: scripts.start } }),
  );
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  for (const file of ['scripts/start.ts', 'scripts/server-command.ts', 'src/server/db/database-url.ts']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(repo, file), join(root, file));
  }
  mkdirSync(join(root, 'dist/server'), { recursive: true });
  writeFileSync(join(root, 'dist/server/index.js'), standInServer);
  writeFileSync(join(root, 'dist/.build-stamp'), '');
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(root, 'dist/.build-stamp'), later, later);
  return root;
}
