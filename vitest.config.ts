import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default on two cores is one worker; the suites wait on the databases and the hasher, so two
    // workers halve the run. Each suite has its own database and client addresses, so they do not meet.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          globalSetup: ['src/server/test/global-setup.ts'],
          // AsyncLocalStorage as the server runs it (scripts/server-command.ts), so tests see what runs.
          execArgv: ['--experimental-async-context-frame'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // Room, not a speed check (speed is in npm run bench): journeys that type into several fields took
          // 5–6 s on a loaded two-core machine, past Vitest's 5 s default.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
