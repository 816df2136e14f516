import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from './auth';
import type { DatasetFormat } from '../../../shared/datasets';

/**
 * A dataset saved from the playground and its column profile; the file as uploaded is the `datasets/<id>.gz`
 * object of the file store (docs/decisions/029-file-storage.md).
 */
export const datasets = pgTable(
  'datasets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    format: text('format').$type<DatasetFormat>().notNull(),
    rowCount: integer('row_count').notNull(),
    columnCount: integer('column_count').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    profile: jsonb('profile').notNull(),
    /**
     * The file's name in the `datasets` bucket when it is not `<id>.gz` (docs/decisions/065): a stream writes each
     * new version under a new name, points the row at it, then removes the old one.
     */
    objectName: text('object_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('datasets_workspace_idx').on(table.workspaceId, table.createdAt)],
);
