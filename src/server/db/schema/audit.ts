import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every admin action: who, what, to whom, when and from where. Written in the same transaction as the action;
 * nothing in the product edits or deletes rows (ids are kept as text so a deleted user's rows remain).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    targetEmail: text('target_email'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_actor_idx').on(table.actorId),
  ],
);
