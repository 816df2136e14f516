import { count, desc, eq, type SQL } from 'drizzle-orm';
import {
  adminPageSize,
  type FeedbackFilters,
  type FeedbackItem,
  type FeedbackStatus,
} from '../../../shared/admin';
import type { Paged } from '../../../shared/paged';
import { adminMessages } from '../../../shared/i18n/messages/admin';
import type { Db } from '../../db/client';
import { feedback, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { auditedAction, type AdminActor } from './audit';

const columns = {
  id: feedback.id,
  message: feedback.message,
  page: feedback.page,
  status: feedback.status,
  createdAt: feedback.createdAt,
  senderId: users.id,
  senderName: users.name,
  senderEmail: users.email,
};

const toItem = ({ senderId, senderName, senderEmail, createdAt, ...row }: Record<string, unknown>) =>
  ({
    ...row,
    createdAt: (createdAt as Date).toISOString(),
    sender: senderId ? { id: senderId, name: senderName, email: senderEmail } : null,
  }) as FeedbackItem;

/** The inbox, newest first; a sender whose account is gone shows as anonymous. */
export async function listFeedback(db: Db, filters: FeedbackFilters): Promise<Paged<FeedbackItem>> {
  const page = filters.page ?? 1;
  const where: SQL | undefined =
    filters.status && filters.status !== 'all' ? eq(feedback.status, filters.status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { items: rows.map(toItem), total: counted?.total ?? 0, page, pageSize: adminPageSize };
}

export async function countNewFeedback(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedback).where(eq(feedback.status, 'new'));
  return row?.total ?? 0;
}

export async function setFeedbackStatus(db: Db, actor: AdminActor, id: string, status: FeedbackStatus) {
  const [row] = await db
    .select(columns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id));
  if (!row) throw new ApiError(404, 'not_found', adminMessages.errors.feedbackNotFound);
  const target = row.senderId ? { id: row.senderId, email: row.senderEmail! } : null;
  await auditedAction(
    db,
    actor,
    { action: 'feedback.status', target, details: { feedbackId: id, from: row.status, to: status } },
    (tx) => tx.update(feedback).set({ status }).where(eq(feedback.id, id)),
  );
  return { ...toItem(row), status };
}
