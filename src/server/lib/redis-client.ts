import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * How long a command may wait for Redis before the caller falls back (docs/decisions/031). A rate-limit
 * command answers in well under a millisecond; past this Redis is taken as frozen: the command fails (the
 * limiters answer from memory) and the connection is dropped, so later commands fail at once until it is back.
 */
export const redisCommandTimeoutMs = 500;

/**
 * A Redis connection for REDIS_URL. ioredis is loaded only here, when Redis is configured: a server
 * without it (the embedded default) saves the ~10 MB the client costs once imported.
 *
 * It never makes a caller wait for Redis: no offline queue (a command while disconnected fails at once), a
 * short connect and command timeout, and a socket that stays silent past the command timeout is dropped and
 * reconnected. The loss and the return are logged once each, not per request or per reconnection attempt.
 */
export function connectRedis(url: string, logger: Logger, timeoutMs = redisCommandTimeoutMs): Redis {
  const ioredis = createRequire(import.meta.url)('ioredis') as typeof IORedis;
  const redis = new ioredis.Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs * 2,
    commandTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  const lost = (error?: unknown) => {
    if (state === 'down') return;
    state = 'down';
    logger.warn(
      { event: 'redis-down', err: error },
      'Redis unreachable: rate limits fall back to this instance’s memory until it is back',
    );
  };
  redis.on('error', lost);
  redis.on('reconnecting', () => lost());
  redis.on('ready', () => {
    if (state === 'down') logger.info({ event: 'redis-up' }, 'Redis is back: rate limits are shared again');
    state = 'up';
  });
  return redis;
}
