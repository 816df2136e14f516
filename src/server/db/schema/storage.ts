import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

/**
 * Uploaded files kept in PostgreSQL (docs/decisions/029-file-storage.md); the embedded default keeps them as
 * files under `DATA_DIR/storage` instead. A bucket groups files by use (`workspace-avatars`, `user-avatars`,
 * `datasets`); names are made by the server.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.name] })],
);

/** An object's bytes in pieces of 256 KB, numbered from 0: no statement carries a whole large file. */
export const storageChunks = pgTable(
  'storage_chunks',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.name, table.seq] }),
    foreignKey({
      columns: [table.bucket, table.name],
      foreignColumns: [storageObjects.bucket, storageObjects.name],
    }).onDelete('cascade'),
  ],
);
