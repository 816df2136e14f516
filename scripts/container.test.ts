import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableNames, loadEnv } from '../src/server/env';
import { repo, startProject } from '../tests/support/start-project';
import { readYamlSubset, type YamlValue } from '../tests/support/yaml-subset';

// The Dockerfile, compose.yaml and the reverse proxy's configuration, checked as far as a machine without images
// can (docs/decisions/046): they must start the server the way `npm start` does, with variables the server reads.

const file = (path: string) => readFileSync(join(repo, path), 'utf8');
const nodeVersion = file('.nvmrc').trim();

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = file('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => {
    const [keyword, ...rest] = line.trim().split(/\s+/);
    return { keyword: keyword!.toUpperCase(), args: rest.join(' ') };
  });
const finalStage = instructions.slice(instructions.findLastIndex((line) => line.keyword === 'FROM'));
const only = (keyword: string) => {
  const found = finalStage.filter((line) => line.keyword === keyword);
  expect(found, keyword).toHaveLength(1);
  return found[0]!.args;
};
const imageEnv = Object.fromEntries(
  [...only('ENV').matchAll(/(\w+)=(\S+)/g)].map(([, name, value]) => [name!, value!]),
);

/** The line `npm start` ends in (scripts/start.ts's output) for an environment, as argv and added variables. */
function npmStartCommand(env: Record<string, string>): { argv: string[]; env: Record<string, string> } {
  const root = startProject();
  try {
    const line = execFileSync(join(repo, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    }).trim();
    const words = [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g)].map(([, quoted, plain]) =>
      quoted !== undefined ? quoted.replaceAll(`'\\''`, "'") : plain!,
    );
    expect(words[0]).toBe('env');
    const nodeAt = words.findIndex((word) => word === process.execPath);
    const added = words.slice(1, nodeAt).map((word) => word.split(/=(.*)/s).slice(0, 2) as [string, string]);
    return { argv: ['node', ...words.slice(nodeAt + 1)], env: Object.fromEntries(added) };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const compose = readYamlSubset(file('compose.yaml')) as Record<string, YamlValue>;
const services = compose.services as Record<string, Record<string, YamlValue>>;
const appServices = ['app1', 'app2'];

/** A compose value with `${NAME:-default}` and `${NAME:?message}` resolved as an operator would set them. */
const interpolate = (value: string, given: Record<string, string>) =>
  value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (name in given) return given[name]!;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} must be set: ${rest}`);
  });
const operatorSets = { POSTGRES_PASSWORD: 'pw', AUTH_SECRET: 'a'.repeat(32) };

describe('the container image', () => {
  it('builds on the Node of .nvmrc in every stage', () => {
    expect(instructions.find((line) => line.keyword === 'ARG')?.args).toBe(`NODE_VERSION=${nodeVersion}`);
    const stages = instructions.filter((line) => line.keyword === 'FROM');
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.args).toMatch(/^node:\$\{NODE_VERSION\}-bookworm-slim\b/);
  });

  it('runs the command `npm start` ends in on PostgreSQL, as a non-root user under tini, checked on readiness', () => {
    const expected = npmStartCommand({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/tessera' });
    expect(JSON.parse(only('CMD'))).toEqual(expected.argv);
    expect(imageEnv).toMatchObject({ ...expected.env, NODE_ENV: 'production' });
    expect(JSON.parse(only('ENTRYPOINT'))).toEqual(['/usr/bin/tini', '--']);
    expect(only('USER')).toBe('node');
    expect(only('HEALTHCHECK')).toContain("'/api/ready'");
  });

  it('sets only variables the server or the C library reads', () => {
    for (const name of Object.keys(imageEnv)) {
      expect(envVariableNames.includes(name) || name.startsWith('MALLOC_'), name).toBe(true);
    }
    expect(() => loadEnv(imageEnv)).not.toThrow();
  });

  it('leaves secrets, local state and builds out of the build context, keeping what the image copies', () => {
    const ignored = file('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const path of ['.env', 'node_modules', 'dist', 'data', '.git']) expect(ignored).toContain(path);
    const copied = finalStage
      .concat(instructions)
      .filter((line) => line.keyword === 'COPY' && !line.args.includes('--from='))
      .flatMap((line) =>
        line.args
          .split(/\s+/)
          .filter((word) => !word.startsWith('--'))
          .slice(0, -1),
      );
    for (const path of copied) expect(ignored, path).not.toContain(path);
  });
});

describe('compose.yaml', () => {
  it('runs two app instances of the image beside PostgreSQL, Redis and a reverse proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'postgres', 'proxy', 'redis']);
    for (const name of appServices) {
      expect(services[name]).toMatchObject({ build: '.', image: 'tessera' });
      // No command of its own: the image's, which is `npm start`'s (above).
      expect(services[name]!.command).toBeUndefined();
    }
    expect(services.app1!.environment).toEqual(services.app2!.environment);
  });

  it('configures the instances with variables the server reads, valid once the operator sets the secrets', () => {
    for (const name of appServices) {
      const environment = services[name]!.environment as Record<string, string>;
      for (const key of Object.keys(environment)) expect(envVariableNames, key).toContain(key);
      const env = loadEnv(
        Object.fromEntries(
          Object.entries({ ...imageEnv, ...environment }).map(([key, value]) => [
            key,
            interpolate(value, operatorSets),
          ]),
        ),
      );
      expect(env).toMatchObject({
        DATABASE_URL: 'postgres://tessera:pw@postgres:5432/tessera',
        REDIS_URL: 'redis://redis:6379',
        HOST: '0.0.0.0',
        TRUST_PROXY: 1,
      });
      expect(() => interpolate(environment.AUTH_SECRET!, {})).toThrow(/AUTH_SECRET must be set/);
      // Long enough for the drain after SIGTERM before Docker's SIGKILL.
      expect(Number.parseInt(services[name]!.stop_grace_period as string)).toBeGreaterThan(
        env.DRAIN_DELAY_SECONDS + env.DRAIN_TIMEOUT_SECONDS,
      );
    }
  });

  it('gives PostgreSQL the credentials the instances use, and Redis persistence with noeviction', () => {
    expect(services.postgres!.environment).toMatchObject({
      POSTGRES_USER: 'tessera',
      POSTGRES_DB: 'tessera',
    });
    expect(services.postgres!.volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
    const redis = (services.redis!.command as string[]).join(' ');
    expect(redis).toContain('--appendonly yes');
    expect(redis).toContain('--maxmemory-policy noeviction');
    expect(services.redis!.volumes).toEqual(['redis-data:/data']);
  });
});

describe('the reverse proxy', () => {
  const caddyfile = file('deploy/Caddyfile')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const port = loadEnv(imageEnv).PORT;

  it('is the proxy service, with this configuration', () => {
    expect(services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('balances over both instances, taking one out while /api/ready answers 503', () => {
    expect(caddyfile).toContain(`reverse_proxy ${appServices.map((name) => `${name}:${port}`).join(' ')} {`);
    expect(caddyfile).toContain('health_uri /api/ready');
  });

  it('sets the one forwarded header the server trusts, to the address it saw, for TRUST_PROXY=1', () => {
    expect(caddyfile).toContain('header_up X-Forwarded-For {remote_host}');
    for (const name of appServices) {
      expect((services[name]!.environment as Record<string, string>).TRUST_PROXY).toBe('1');
    }
  });
});
