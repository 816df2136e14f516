/** Values in a link's query that open an account: a reset or confirmation token, a code, a secret. */
const secretInLink = /\b(token|code|secret|password|otp)=[^&\s"'<>\\]+/gi;

/** Text with every secret-looking link parameter masked. */
export const scrubSecrets = (text: string) => text.replace(secretInLink, '$1=[redacted]');

const maxCauses = 5;

/** Whether an error or one of its causes carries query parameters or a secret-looking link. */
function needsScrubbing(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error)) return error !== undefined;
  if ('params' in error) return true;
  secretInLink.lastIndex = 0;
  if (secretInLink.test(`${error.message}\n${error.stack ?? ''}`)) return true;
  return error.cause !== undefined && (depth >= maxCauses || needsScrubbing(error.cause, depth + 1));
}

/**
 * What of an error goes to the log: pino's `err` serializer (logger.ts), so every logged error passes here,
 * whoever logs it (the error handler, better-auth, deferred work, the mail worker, housekeeping).
 *
 * Drizzle's query errors carry every parameter in their message (an uploaded file, a password hash, a mail
 * with its reset link): the log keeps the query text, the database's own reason and the stack without the
 * message line, never the values. Every message and stack has secret-looking link parameters masked, and
 * causes are followed (a wrapped query error would otherwise bring its parameters along). A thrown value that
 * is not an error is logged by its type only.
 */
export function loggableError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error == null ? error : { type: typeof error };
  if (depth === 0 && !needsScrubbing(error)) return error;
  const cause =
    error.cause !== undefined && depth < maxCauses ? loggableError(error.cause, depth + 1) : undefined;
  const code = (error as { code?: unknown }).code;
  if ('params' in error) {
    const query = (error as { query?: unknown }).query;
    // The database's own error (it has a severity) says why in its message; a query wrapper's message lists
    // the parameters.
    const reason = 'severity' in error ? scrubSecrets(error.message.slice(0, 500)) : undefined;
    return {
      type: error.name,
      message: reason,
      code: typeof code === 'string' ? code : undefined,
      query: typeof query === 'string' ? scrubSecrets(query.slice(0, 2000)) : undefined,
      cause,
      stack: error.stack
        ?.split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n'),
    };
  }
  return {
    type: error.name,
    message: scrubSecrets(error.message.slice(0, 2000)),
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
    status: (error as { status?: unknown }).status,
    cause,
    stack: error.stack && scrubSecrets(error.stack),
  };
}
