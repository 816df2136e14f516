/**
 * Whether an error means the database cannot be reached or is not serving, rather than a fault in a query:
 * a refused or dropped connection, a pool or query timeout, an administrator's shutdown (57P01–57P03), a
 * statement timeout (57014), too many connections (53300) or any connection exception (class 08). Looks
 * through the `cause` chain, as Drizzle and better-auth wrap the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || code.startsWith('08'))) return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** Whether the error, or one of the errors it wraps, is PostgreSQL's error `code` (SQLSTATE). */
export function hasDatabaseCode(error: unknown, code: string): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = current.cause;
  }
  return false;
}

/** A statement that ran past `statement_timeout` (57014): the database is up, this one query was too slow. */
export const isStatementTimeout = (error: unknown) => hasDatabaseCode(error, '57014');

/** A lock not granted within `lock_timeout` (55P03). */
export const isLockTimeout = (error: unknown) => hasDatabaseCode(error, '55P03');

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);

/** node-postgres's own wording for a lost connection, a pool wait that timed out and a query_timeout. */
const unavailableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error)/;
