// The registry mirror these machines reach lacks some platforms' native binaries (for example Tailwind's
// darwin and win32 builds), so `npm install` leaves them out of package-lock.json and `npm ci` then calls
// the lock out of sync. This records each missing optional platform package with its os/cpu, which is
// what npm itself writes, so `npm ci` skips it on other platforms. Run after changing dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const systems = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'];

/** `@scope/pkg-darwin-arm64` → os darwin, cpu arm64; `-wasm32-wasi` → cpu wasm32; `-gnu`/`-musl` → libc. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => systems.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu) return null;
  const libc = parts.find((part) => part.startsWith('gnu') || part.startsWith('musl'));
  return {
    ...(os ? { os: [os] } : {}),
    cpu: [cpu],
    ...(os === 'linux' && libc ? { libc: [libc.startsWith('gnu') ? 'glibc' : 'musl'] } : {}),
  };
}

export function addMissingPlatformPackages(lock: { packages: Record<string, LockEntry> }): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || !platform) continue;
      lock.packages[key] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (process.argv[1]?.endsWith('lock-platform-packages.ts')) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
  const added = addMissingPlatformPackages(lock);
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length ? `recorded ${added.join(', ')}` : 'package-lock.json already lists every platform package',
  );
}
