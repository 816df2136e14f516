import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '../../../shared/api-keys';
import { users, workspaces } from './auth';

/**
 * A workspace API key (issue 21): only the SHA-256 of its secret is kept (the secret is 32 random bytes, so a fast
 * hash is enough); revoked keys stay listed.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('api_keys_secret_hash_idx').on(table.secretHash),
    index('api_keys_workspace_idx').on(table.workspaceId, table.createdAt),
  ],
);

/**
 * One row whose revision goes up, by trigger (drizzle/0010), whenever a key or a model changes in a way the public
 * API reads: revoked, expiry or scopes changed, status or trained model changed, or deleted (cascades included).
 * Instances keep keys and model lookups in memory while this number stays where it was (api-call-cache.ts).
 */
export const apiCacheRevision = pgTable('api_cache_revision', {
  id: smallint('id').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
