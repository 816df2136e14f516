import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Node Buffer (node-postgres and PGlite both hand back bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files, kept in the database: one stateful component to run and back up (docs/architecture.md). A bucket
 * groups files by use (`workspace-avatars`, `user-avatars`); names are made by the server.
 */
export const storageObjects = pgTable(
  'storage_objects',
  {
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.name] })],
);
