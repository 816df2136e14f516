/**
 * What of an unexpected error goes to the log. Drizzle's query errors carry every parameter in their message
 * (an uploaded file, a password hash): the log keeps the query text, the database's own reason and the stack
 * without the message line, never the values.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error) || !('params' in error)) return error;
  const query = (error as { query?: unknown }).query;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    query: typeof query === 'string' ? query.slice(0, 2000) : undefined,
    cause: cause && {
      type: cause.name,
      message: cause.message.slice(0, 500),
      code: (cause as { code?: unknown }).code,
    },
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}
