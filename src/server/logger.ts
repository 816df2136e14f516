import pino from 'pino';
import type { Env } from './env';
import { loggableError } from './lib/loggable-error';

/** pino's own error serializer, on what is left of the error once scrubbed. */
export function serializeError(error: unknown): unknown {
  const scrubbed = loggableError(error);
  return scrubbed instanceof Error ? pino.stdSerializers.err(scrubbed) : scrubbed;
}

/** Every logged error, whoever logs it, goes through one scrubber (lib/loggable-error.ts). */
export const logSerializers = { err: serializeError };

/** Log lines gather until this many bytes wait (about 25 request lines) … */
const logBatchBytes = 4096;
/** … or this long has passed since the last write. */
const logFlushMs = 250;

export function createLogger(env: Pick<Env, 'NODE_ENV' | 'LOG_LEVEL'>) {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  const options: pino.LoggerOptions = {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    serializers: logSerializers,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'headers.cookie'], censor: '[redacted]' },
  };
  if (pretty)
    return pino({ ...options, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } });
  // A line per request written synchronously costs a system call each and holds the event loop. Written
  // asynchronously, lines that arrive while a write is under way go out together in the next one. Lines also
  // gather up to `logBatchBytes` (or `logFlushMs`, whichever comes first): under a flood of small requests (webhook
  // deliveries) a write per line still took a tenth of the event loop (docs/decisions/070); an idle server's line
  // waits at most `logFlushMs`. pino flushes what is left when the process exits, crashes included.
  return pino(
    options,
    pino.destination({ dest: 1, sync: false, minLength: logBatchBytes, periodicFlush: logFlushMs }),
  );
}
