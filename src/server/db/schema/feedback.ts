import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    userId: text('user_id'),
    /** The page it was sent from, for the admins' inbox. */
    page: text('page'),
    status: text('status').$type<'new' | 'read' | 'resolved'>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('feedback_created_at_idx').on(table.createdAt),
    index('feedback_status_idx').on(table.status, table.createdAt),
  ],
);
