import * as z from 'zod/mini';
import './zod-setup';
import { caCertificateRefusal, type CaCertificateRefusal } from './postgres-source/ca-certificate';
import { maxSourceQueryLength, validateSourceQuery } from './postgres-source/validate-query';

export {
  caCertificateRefusal,
  caCertificateRefusals,
  certificateBlocks,
  maxCaCertificateLength,
  type CaCertificateRefusal,
} from './postgres-source/ca-certificate';

export {
  maxSourceQueryLength,
  sourceQueryRefusals,
  validateSourceQuery,
  type SourceQueryCheck,
  type SourceQueryRefusal,
} from './postgres-source/validate-query';

/**
 * A PostgreSQL source (issue 24, docs/decisions/055-postgres-source.md): a stream that runs one read-only query
 * against someone's PostgreSQL on a schedule and feeds the rows to its dataset.
 */

/**
 * How a source connects: `verify-full` encrypts and checks the server's certificate (signed by a public authority,
 * or by the source's own `caCertificate` when it has one; for the host as entered) before the password is sent; `require` encrypts without checking who answers (libpq's
 * meaning); `disable` does not encrypt. New sources check the certificate.
 */
export const sourceSslModes = ['verify-full', 'require', 'disable'] as const;
export type SourceSslMode = (typeof sourceSslModes)[number];

export const sourceSchedules = ['hourly', 'daily', 'manual'] as const;
export type SourceSchedule = (typeof sourceSchedules)[number];

/** Rows one sync keeps at most: the rest are left out and the sync says it was cut short. */
export const maxSourceRows = 100_000;
/** Bytes one sync may receive from the server at most (the dataset itself holds 20 MB): past it the read stops. */
export const maxSourceBytes = 64 * 1024 * 1024;
/** How long the query may run, and how long connecting may take. */
export const sourceStatementTimeoutMs = 30_000;
export const sourceConnectTimeoutMs = 10_000;

/**
 * Why a sync of a PostgreSQL source failed, for the UI to translate (the stream's errors keep it with a detail
 * that never holds the password):
 * - `query-refused`: `validateSourceQuery` refused the query (its own reason beside it);
 * - `host-refused`: the host's address is not one Tessera may reach (the outgoing-request guard);
 * - `connection-refused`, `connection-timeout`, `connection-failed`: nothing listened, it did not answer in time,
 *   or the connection broke;
 * - `tls-unavailable`: the source asks for TLS and the server offers none;
 * - `tls-untrusted`: `ssl: 'verify-full'` and the server's certificate is not trusted or names another host;
 * - `auth-failed`: wrong user or password, or the server's rules (pg_hba) refuse this client;
 * - `database-not-found`;
 * - `read-only-violation`: the query tried to write (a function that inserts, `nextval`);
 * - `permission-denied`: the user may not read a table or call a function;
 * - `statement-timeout`: the query ran longer than allowed;
 * - `too-large`: the rows came to more than `maxSourceBytes` (a few huge values: select fewer columns);
 * - `query-failed`: the server refused the query (syntax, unknown table …; its message beside it);
 * - `aborted`: the sync was stopped (the stream paused or deleted, the server shutting down);
 * - `failed`: anything else.
 */
export const sourceErrorReasons = [
  'query-refused',
  'host-refused',
  'connection-refused',
  'connection-timeout',
  'connection-failed',
  'tls-unavailable',
  'tls-untrusted',
  'auth-failed',
  'database-not-found',
  'read-only-violation',
  'permission-denied',
  'statement-timeout',
  'too-large',
  'query-failed',
  'aborted',
  'failed',
] as const;
export type SourceErrorReason = (typeof sourceErrorReasons)[number];

/** A host name or an IP address; never a path (which the driver would take for a Unix socket). */
const hostPattern = /^[A-Za-z0-9](?:[A-Za-z0-9.:-]{0,251}[A-Za-z0-9])?$/;
/** PostgreSQL's names are at most 63 bytes; a NUL cannot be sent. */
const pgName = z.string().check(z.trim(), z.minLength(1), z.maxLength(63), z.regex(/^[^\0]+$/));

/**
 * A source's own CA certificate(s) as PEM text, used by `verify-full` (empty or absent: the public authorities).
 * A refusal's issue message is its `CaCertificateRefusal`, for the form to translate.
 */
export const caCertificateSchema = (refused = (reason: CaCertificateRefusal) => reason as string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => caCertificateRefusal(text) === undefined, {
      error: (issue) => {
        const reason = caCertificateRefusal(String(issue.input));
        return reason && refused(reason);
      },
    }),
  );

/**
 * What the create API accepts for a PostgreSQL source. The password is write-only: stored sealed, never returned.
 * A refused query's issue message is its `SourceQueryRefusal`, for the form to translate.
 */
export const postgresSourceInputSchema = z.strictObject({
  host: z.string().check(z.trim(), z.regex(hostPattern)),
  port: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(65_535)), 5432),
  database: pgName,
  user: pgName,
  password: z._default(z.string().check(z.maxLength(1000), z.regex(/^[^\0]*$/)), ''),
  ssl: z._default(z.enum(sourceSslModes), 'verify-full'),
  caCertificate: z.optional(caCertificateSchema()),
  query: z.string().check(
    z.maxLength(maxSourceQueryLength, { error: () => 'too-long' }),
    z.refine((query) => validateSourceQuery(query).ok, {
      error: (issue) => {
        const check = validateSourceQuery(String(issue.input));
        return check.ok ? undefined : check.reason;
      },
    }),
  ),
  schedule: z._default(z.enum(sourceSchedules), 'daily'),
});
export type PostgresSourceInput = z.input<typeof postgresSourceInputSchema>;
export type PostgresSourceConfig = z.output<typeof postgresSourceInputSchema>;

/** What the API shows of a source: everything but the password, and whether one is set. */
export type PostgresSourceView = Omit<PostgresSourceConfig, 'password'> & { hasPassword: boolean };
