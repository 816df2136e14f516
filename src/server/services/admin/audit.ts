import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { adminPageSize, type AuditAction, type AuditEntry, type AuditFilters } from '../../../shared/admin';
import type { Paged } from '../../../shared/paged';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { containsPattern } from '../../lib/like-literal';

/** The admin (or, for a workspace action, the member) acting, as the audit log records them. */
export type AdminActor = { id: string; email: string; address: string };

export type AuditRecord = {
  action: AuditAction;
  target?: { id: string; email: string } | null;
  details?: Record<string, unknown>;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Writes one audit row inside the caller's transaction: for an action that must check and lock rows before it
 * knows it will act (pinning an insight), so a refusal or a crash takes the row with it.
 */
export async function insertAuditRow(tx: Tx, actor: AdminActor, { action, target, details }: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetUserId: target?.id ?? null,
    targetEmail: target?.email ?? null,
    details: details ?? null,
    address: actor.address,
  });
}

/**
 * Runs an admin action and writes its audit row in one transaction: the row is written first, so an action
 * that fails (a guard, a constraint, a crash) takes its audit row with it, and an audit row that cannot be
 * written stops the action.
 */
export async function auditedAction<T>(
  db: Db,
  actor: AdminActor,
  record: AuditRecord,
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await insertAuditRow(tx, actor, record);
    return action(tx);
  });
}

export async function listAudit(db: Db, filters: AuditFilters): Promise<Paged<AuditEntry>> {
  const page = filters.page ?? 1;
  const conditions: (SQL | undefined)[] = [];
  if (filters.action && filters.action !== 'all') conditions.push(eq(auditLog.action, filters.action));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.targetEmail, pattern)));
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(adminPageSize)
      .offset((page - 1) * adminPageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      action: row.action as AuditAction,
      createdAt: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page,
    pageSize: adminPageSize,
  };
}
