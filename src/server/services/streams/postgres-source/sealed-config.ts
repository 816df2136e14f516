import * as z from 'zod/mini';
import {
  sourceSchedules,
  sourceSslModes,
  type PostgresSourceConfig,
  type PostgresSourceView,
} from '../../../../shared/postgres-source';
import type { SecretBox } from '../../../lib/secret-box';
import { caFingerprints, storedCaCertificate } from './ca-certificates';

/**
 * A PostgreSQL source's config as a stream stores it (`data_streams.config.source`): the password sealed by the
 * secret box (src/server/lib/secret-box.ts), never in the clear, never returned by the API.
 */
export const storedPostgresSourceSchema = z.object({
  host: z.string(),
  port: z.number(),
  database: z.string(),
  user: z.string(),
  sealedPassword: z.string(),
  ssl: z.enum(sourceSslModes),
  /** The source's own CA certificate(s), PEM (`storedCaCertificate`); absent: the public authorities. */
  caCertificate: z.optional(z.string()),
  query: z.string(),
  schedule: z.enum(sourceSchedules),
});
export type StoredPostgresSource = z.infer<typeof storedPostgresSourceSchema>;

/** A source to store: its password sealed, its CA certificate checked and kept as certificate blocks only. */
export function sealPostgresConfig(box: SecretBox, config: PostgresSourceConfig): StoredPostgresSource {
  const { password, caCertificate, ...rest } = config;
  const ca = storedCaCertificate(caCertificate);
  // No password (a server that trusts the network) is stored as none, so the view can say so.
  return {
    ...rest,
    ...(ca === undefined ? {} : { caCertificate: ca }),
    sealedPassword: password === '' ? '' : box.seal(password),
  };
}

/**
 * The config to read the source with, or undefined when the stored value is not a source's or its password cannot
 * be opened (sealed under an AUTH_SECRET no longer given: the user enters the password again).
 */
export function openPostgresConfig(box: SecretBox, stored: unknown): PostgresSourceConfig | undefined {
  const parsed = storedPostgresSourceSchema.safeParse(stored);
  if (!parsed.success) return undefined;
  const { sealedPassword, ...rest } = parsed.data;
  const password = sealedPassword === '' ? '' : box.open(sealedPassword);
  return password === undefined ? undefined : { ...rest, password };
}

/** What the API shows of a stored source: never the password, sealed or not. */
export function viewPostgresConfig(stored: StoredPostgresSource): PostgresSourceView {
  const { sealedPassword, ...rest } = stored;
  return { ...rest, hasPassword: sealedPassword !== '' };
}

/** What the audit trail keeps of a source: the view, with its CA certificates' fingerprints for their text. */
export function auditedPostgresConfig(stored: StoredPostgresSource) {
  const { caCertificate, ...view } = viewPostgresConfig(stored);
  return { ...view, caCertificates: caCertificate === undefined ? [] : caFingerprints(caCertificate) };
}
