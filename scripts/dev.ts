// `npm run dev`: the API server with reload on :PORT (3000) and Vite with hot reload on :5173, one origin.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// `.env` is read as `npm start` reads it; a variable already set in the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env');

const port = process.env.PORT ?? '3000';
const env = { NODE_ENV: 'development', APP_URL: 'http://localhost:5173', ...process.env, PORT: port };

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
