import type { SourceErrorReason, SourceQueryRefusal } from '../../../../shared/postgres-source';
import { postgresSourceMessages } from '../../../../shared/i18n/messages/postgres-source';
import { scrubSecrets } from '../../../lib/loggable-error';
import { storableCut } from '../../../lib/storable-text';

/**
 * Why reading a PostgreSQL source failed: a reason the UI translates and a message safe to store and show. The
 * driver's error is not kept as the cause (it would carry the address, and whatever a logger picks up from it);
 * the message never holds the password.
 */
export class PostgresSourceError extends Error {
  override readonly name = 'PostgresSourceError';
  constructor(
    readonly reason: SourceErrorReason,
    message: string,
    /** The validator's reason, when `reason` is `query-refused`. */
    readonly queryRefusal: SourceQueryRefusal | null = null,
    /** The server's SQLSTATE, when the server answered with an error. */
    readonly sqlState: string | null = null,
  ) {
    super(message);
  }
}

const maxMessageLength = 300;

/** The text with the password (and any secret-looking link parameter) masked, cut to a short line. */
export function sanitizedMessage(text: string, password: string): string {
  const masked = password ? text.split(password).join('[redacted]') : text;
  return storableCut(scrubSecrets(masked).replace(/\s+/g, ' ').trim(), maxMessageLength);
}

/** SQLSTATEs (PostgreSQL's Appendix A) and classes that say more than "the query failed". */
const byState: Record<string, SourceErrorReason> = {
  '28000': 'auth-failed',
  '28P01': 'auth-failed',
  '3D000': 'database-not-found',
  '25006': 'read-only-violation',
  // "transaction read-write mode must be set before any query": a query that tried to lift read-only.
  '25001': 'read-only-violation',
  '42501': 'permission-denied',
  '57014': 'statement-timeout',
  '25P03': 'statement-timeout',
  '53300': 'connection-failed',
  '57P01': 'connection-failed',
  '57P02': 'connection-failed',
  '57P03': 'connection-failed',
};

const bySocketCode: Record<string, SourceErrorReason> = {
  ECONNREFUSED: 'connection-refused',
  ETIMEDOUT: 'connection-timeout',
  ECONNRESET: 'connection-failed',
  EHOSTUNREACH: 'connection-failed',
  ENETUNREACH: 'connection-failed',
  EPIPE: 'connection-failed',
  // Node's certificate checks (the `verify-full` mode).
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls-untrusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls-untrusted',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls-untrusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'tls-untrusted',
  CERT_HAS_EXPIRED: 'tls-untrusted',
  CERT_NOT_YET_VALID: 'tls-untrusted',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls-untrusted',
};

/** What the driver says, by its message, when it has no code. */
const byDriverMessage: [RegExp, SourceErrorReason][] = [
  [/timeout expired|connection timeout/i, 'connection-timeout'],
  [/does not support SSL/i, 'tls-unavailable'],
  [/Connection terminated|ended unexpectedly/i, 'connection-failed'],
];

/** A failure told by its reason's sentence (the catalogue's English), for failures with no server message. */
export const sourceFailure = (reason: SourceErrorReason, queryRefusal: SourceQueryRefusal | null = null) =>
  new PostgresSourceError(reason, postgresSourceMessages.errors[reason], queryRefusal);

/** A driver or server error as a `PostgresSourceError`; the server's own message is kept, sanitized. */
export function toSourceError(error: unknown, password: string): PostgresSourceError {
  if (error instanceof PostgresSourceError) return error;
  const code =
    typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : '';
  const message = error instanceof Error ? error.message : '';
  const isServerError = error instanceof Error && 'severity' in error && /^[0-9A-Z]{5}$/.test(code);
  if (isServerError) {
    const reason = byState[code] ?? (code.startsWith('08') ? 'connection-failed' : 'query-failed');
    return new PostgresSourceError(reason, sanitizedMessage(message, password), null, code);
  }
  const reason =
    bySocketCode[code] ?? byDriverMessage.find(([pattern]) => pattern.test(message))?.[1] ?? 'failed';
  return sourceFailure(reason);
}
