import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';

/**
 * A Redis connection for REDIS_URL. ioredis is loaded only here, when Redis is configured: a server
 * without it (the embedded default) saves the ~10 MB the client costs once imported.
 */
export function connectRedis(url: string): Redis {
  const ioredis = createRequire(import.meta.url)('ioredis') as typeof IORedis;
  return new ioredis.Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
}
