// The end-to-end suite's world: a local SMTP catcher, a local OpenID Connect provider playing Google, and the
// built server on a fresh in-memory database pointed at both. Stops everything on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { serverCommand } from '../../scripts/server-command';
import { appUrl, e2e } from './e2e-env';
import { startOidcProvider } from './oidc-provider';
import { startSmtpCatcher } from './smtp-catcher';

const catcher = await startSmtpCatcher({ port: e2e.smtpPort, httpPort: e2e.mailApiPort });
const provider = await startOidcProvider({
  port: e2e.oidcPort,
  clientId: e2e.googleClientId,
  clientSecret: e2e.googleClientSecret,
  redirectUris: [`${appUrl}/api/auth/callback/google`],
});

// Limits in the server's own memory: a shared Redis would carry counters from one run into the next.
const { REDIS_URL: _sharedRedis, ...inheritedEnv } = process.env;

const env = {
  ...inheritedEnv,
  NODE_ENV: 'production',
  PORT: String(e2e.appPort),
  APP_URL: appUrl,
  DATABASE_URL: 'memory://',
  // The journeys run the embedded database on its own thread (ADR 089); the API tests run it in their own.
  EMBEDDED_DATABASE_THREAD: 'true',
  LOG_LEVEL: 'warn',
  SMTP_URL: catcher.smtpUrl,
  GOOGLE_ISSUER: provider.issuer,
  GOOGLE_CLIENT_ID: e2e.googleClientId,
  GOOGLE_CLIENT_SECRET: e2e.googleClientSecret,
  ADMIN_EMAILS: e2e.adminEmail,
  // Each test is its own client address (X-Forwarded-For), so rate limits do not leak between tests.
  TRUST_PROXY: 'true',
  // URL pulls read from a server the test starts on this machine (docs/decisions/054-url-pull-streams.md).
  STREAMS_ALLOW_PRIVATE_ADDRESSES: 'true',
};
const command = serverCommand(env);
const app = spawn(process.execPath, command.args, { stdio: 'inherit', env: command.env });

const stop = async (code: number) => {
  app.kill('SIGTERM');
  await Promise.allSettled([catcher.stop(), provider.stop()]);
  process.exit(code);
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));
app.on('exit', (code) => void stop(code ?? 0));
