import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';

/** The database or a transaction on it: mail is written in the same transaction as the change causing it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type MailToSend = {
  to: string;
  kind: string;
  subject: string;
  html: string;
  text: string;
  /** When the link or code in it stops working: the worker drops it unsent after that. */
  expiresAt?: Date;
};

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Queues an email for the worker to send; returns the outbox row's id. */
export async function enqueueMail(db: DbOrTx, mail: MailToSend): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      kind: mail.kind,
      subject: mail.subject,
      html: mail.html,
      textBody: mail.text,
      expiresAt: mail.expiresAt,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** The newest messages first, for the dev outbox page. */
export function listRecentMail(db: DbOrTx, limit: number): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
}

export async function findMail(db: DbOrTx, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
