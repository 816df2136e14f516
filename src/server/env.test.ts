import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvError, envVariableNames, isAdminEmail, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      MAIL_FROM: 'Tessera <no-reply@localhost>',
      GOOGLE_ISSUER: 'https://accounts.google.com',
      EMAIL_CONFIRMATION: 'off',
      TRUST_PROXY: 0,
      ADMIN_EMAILS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and keeps only an origin', () => {
    expect(loadEnv({ PORT: '4000' }).APP_URL).toBe('http://localhost:4000');
    expect(loadEnv({ APP_URL: 'https://tessera.example/some/path' }).APP_URL).toBe('https://tessera.example');
  });

  it('listens on loopback only while APP_URL is a localhost origin, unless HOST says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ APP_URL: 'http://127.0.0.1:3000' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ APP_URL: 'https://tessera.example' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '::', APP_URL: 'https://tessera.example' }).HOST).toBe('::');
  });

  it('treats empty values as unset and splits ADMIN_EMAILS', () => {
    const env = loadEnv({ PORT: '', ADMIN_EMAILS: ' A@x.io, b@y.io ,', TRUST_PROXY: 'true' });
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_EMAILS).toEqual(['a@x.io', 'b@y.io']);
    expect(env.TRUST_PROXY).toBe(1);
  });

  it('reads TRUST_PROXY as the number of proxies in front: true is one, false none', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['APP_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['AUTH_SECRET', 'short'],
    ['EMAIL_CONFIRMATION', 'yes'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '-1'],
    ['SMTP_URL', 'http://mail'],
    ['HOST', 'every interface'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it('matches an address against ADMIN_EMAILS whatever its case', () => {
    const { ADMIN_EMAILS } = loadEnv({ ADMIN_EMAILS: 'Chief@Tessera.test' });
    expect(isAdminEmail(ADMIN_EMAILS, 'CHIEF@tessera.test')).toBe(true);
    expect(isAdminEmail(ADMIN_EMAILS, 'deputy@tessera.test')).toBe(false);
  });
});

describe('.env.example', () => {
  const example = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const listed = [...example.matchAll(/^# ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

  it('lists exactly the variables the server reads, each once', () => {
    expect([...listed].sort()).toEqual([...envVariableNames].sort());
  });

  it('shows each default the server applies', () => {
    const defaults = loadEnv({});
    for (const line of example.matchAll(/^# ?([A-Z][A-Z0-9_]*)=(.*)$/gm)) {
      const [, name, value] = line;
      const applied = (defaults as Record<string, unknown>)[name!];
      if (applied === undefined || Array.isArray(applied) || name === 'NODE_ENV') continue;
      expect(`${name}=${value}`).toBe(`${name}=${String(applied)}`);
    }
  });
});
