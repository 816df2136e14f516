import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** `expired`: its link or code ran out before it could be sent, so it never will be (docs/decisions/031). */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'expired'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** The transactional outbox: every email is a row here, written with the change that causes it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // Set while a worker holds the row; a lease that has run out means that worker died mid-send.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // When the link or code it carries stops working: past it the mail is dropped, not sent.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    // The hourly pruning of sent mail (mail/retention.ts).
    index('mail_outbox_status_sent_at_idx').on(table.status, table.sentAt),
  ],
);
