import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { KeptTurn } from '../../../shared/conversations';
import { users, workspaces } from './auth';
import { datasets } from './datasets';

/**
 * A member's kept conversation with the assistant (issue 22, docs/decisions/060-kept-conversations.md): one per
 * user and workspace (Home's, `dataset_id` null) and one per user and dataset (the dataset page's Ask). Only its
 * owner reads it; it goes with its user, its workspace and its dataset.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id').references(() => datasets.id, { onDelete: 'cascade' }),
    turns: jsonb('turns').$type<KeptTurn[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One conversation per user and dataset, and one per user and workspace (Home's): two partial indexes, as a
    // null dataset is distinct from another in a unique index.
    uniqueIndex('assistant_conversations_dataset_idx')
      .on(table.workspaceId, table.userId, table.datasetId)
      .where(sql`${table.datasetId} is not null`),
    uniqueIndex('assistant_conversations_home_idx')
      .on(table.workspaceId, table.userId)
      .where(sql`${table.datasetId} is null`),
    // A dataset's deletion cascades through this.
    index('assistant_conversations_dataset_fk_idx').on(table.datasetId),
    index('assistant_conversations_user_idx').on(table.userId),
  ],
);
