// Starts the built server for the end-to-end suite on a fresh in-memory database.
import { spawn } from 'node:child_process';

const port = process.env.E2E_PORT ?? '3100';
const child = spawn(process.execPath, ['dist/server/index.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: 'memory://',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
