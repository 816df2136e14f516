import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Insight } from '../../../shared/data/insights/types';
import { users, workspaces } from './auth';
import { datasets } from './datasets';

/**
 * An insight of a saved dataset pinned to its workspace's Home (issue 20, docs/decisions/038-pinned-insights.md):
 * the insight as the server found it again when pinned. Goes with its dataset and its workspace; outlives its
 * pinner (then only Owners and Admins may unpin it).
 */
export const pinnedInsights = pgTable(
  'pinned_insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    /** `insight`, or `answer` (an assistant's answer, docs/decisions/060): what `insight` holds. */
    kind: text('kind', { enum: ['insight', 'answer'] })
      .notNull()
      .default('insight'),
    insightId: text('insight_id').notNull(),
    insight: jsonb('insight').$type<Insight>().notNull(),
    pinnedBy: text('pinned_by').references(() => users.id, { onDelete: 'set null' }),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One pin per insight of a dataset: pinning it again answers the pin there is.
    uniqueIndex('pinned_insights_dataset_insight_idx').on(table.datasetId, table.insightId),
    // Home's list: a workspace's pins, newest first.
    index('pinned_insights_workspace_idx').on(table.workspaceId, table.pinnedAt),
  ],
);
