import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits two levels below the project root both as source (src/server) and when bundled (dist/server).
export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsDir = resolve(projectRoot, 'drizzle');
export const clientDir = resolve(projectRoot, 'dist/client');
