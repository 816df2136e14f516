import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StreamErrorFact } from '../../../shared/stream-errors';
import type { StreamErrorReason, StreamKind, StreamMode, StreamStatus } from '../../../shared/data-streams';
import { users, workspaces } from './auth';
import { datasets } from './datasets';

/**
 * A data stream (issue 24, docs/decisions/049-data-streams.md): a named source feeding one dataset. Its secret
 * (webhooks) is kept sealed with a key derived from AUTH_SECRET (lib/secret-box.ts), never in clear. The dataset
 * is made with the first rows; deleting the stream keeps it (`set null` the other way round: deleting the dataset
 * leaves the stream, which makes a new one with the next rows).
 */
export const dataStreams = pgTable(
  'data_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<StreamKind>().notNull(),
    service: text('service'),
    mode: text('mode').$type<StreamMode>().notNull(),
    status: text('status').$type<StreamStatus>().notNull().default('active'),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'set null' }),
    datasetName: text('dataset_name').notNull(),
    sealedSecret: text('sealed_secret'),
    /**
     * A secret a service handed over unsigned in its handshake (Notion's `verification_token`), sealed, kept here
     * until an Owner or Admin confirms it in the app: only then does it become `sealedSecret`. A later handshake
     * replaces it, so no stranger who knows the URL can lock the stream to a token of theirs.
     */
    pendingSecret: text('pending_secret'),
    pendingSecretAt: timestamp('pending_secret_at', { withTimezone: true }),
    /** Source settings for the kinds that pull (url, postgres); credentials in them sealed like the secret. */
    config: jsonb('config'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    rowsReceived: bigint('rows_received', { mode: 'number' }).notNull().default(0),
    rejectedDeliveries: integer('rejected_deliveries').notNull().default(0),
    /**
     * When a scheduled URL pull is due next (null: manual, or not a pull). Every instance's tick claims the due
     * ones by moving this forward in one UPDATE, so each run is queued once (docs/decisions/054).
     */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
  },
  (table) => [
    index('data_streams_workspace_idx').on(table.workspaceId, table.createdAt),
    index('data_streams_next_sync_idx').on(table.nextSyncAt),
  ],
);

/** A stream's last errors with their reason; at most `maxStreamErrorsKept` per stream are kept. */
export const dataStreamErrors = pgTable(
  'data_stream_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => dataStreams.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').$type<StreamErrorReason>().notNull(),
    /** What the source said, in its own words (an HTTP status, a server's message). */
    detail: text('detail'),
    /** What Tessera says of it, as a code and figures worded when read (shared/stream-errors.ts). */
    fact: jsonb('fact').$type<StreamErrorFact>(),
  },
  (table) => [index('data_stream_errors_stream_idx').on(table.streamId, table.at)],
);

/**
 * What a stream has already taken: a push's `Idempotency-Key` (`push:<key>`, with its first answer) or a webhook's
 * delivery id (`hook:<id>`). A second delivery of the same key stores nothing. Kept `idempotencyKeyDays`.
 */
export const dataStreamReceipts = pgTable(
  'data_stream_receipts',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => dataStreams.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.streamId, table.key] }),
    index('data_stream_receipts_created_idx').on(table.createdAt),
  ],
);
