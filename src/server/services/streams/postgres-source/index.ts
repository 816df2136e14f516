/** A PostgreSQL source's reading part (docs/decisions/055-postgres-source.md), for the pull runner to call. */
export {
  readPostgresSource,
  type ReadSourceOptions,
  type SourceColumn,
  type SourceRows,
} from './read-source';
export { PostgresSourceError } from './source-error';
export { type SourceValue, type SourceValueType } from './source-values';
export { storedCaCertificate } from './ca-certificates';
export {
  auditedPostgresConfig,
  openPostgresConfig,
  sealPostgresConfig,
  storedPostgresSourceSchema,
  viewPostgresConfig,
  type StoredPostgresSource,
} from './sealed-config';
