import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_created_at_idx').on(table.createdAt)],
);
