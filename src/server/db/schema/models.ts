import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MlProgress, Task, TrainedModel, TrainReport } from '../../../shared/data/ml/types';
import type { ModelStatus } from '../../../shared/models';
import { users, workspaces } from './auth';
import { datasets } from './datasets';

/**
 * A model saved for the team (issue 21): trained by the server from its dataset's stored file as a background job.
 * Goes with its dataset and its workspace; outlives its trainer (then only Owners and Admins may delete it).
 */
export const models = pgTable(
  'models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => datasets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    target: text('target').notNull(),
    task: text('task').$type<Task>(),
    status: text('status').$type<ModelStatus>().notNull().default('queued'),
    progress: jsonb('progress').$type<MlProgress>(),
    report: jsonb('report').$type<TrainReport>(),
    model: jsonb('model').$type<TrainedModel>(),
    failure: text('failure'),
    trainedBy: text('trained_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('models_workspace_idx').on(table.workspaceId, table.createdAt),
    index('models_dataset_idx').on(table.datasetId),
  ],
);
