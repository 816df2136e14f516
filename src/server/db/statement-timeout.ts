/**
 * How long PostgreSQL runs one statement of ours before cancelling it (57014, a 503: lib/database-outage). A wait
 * for a lock is a statement too: a wait meant to end otherwise (a 429) must be set shorter than this.
 */
export const postgresStatementTimeoutMs = 5_000;
