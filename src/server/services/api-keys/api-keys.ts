import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  apiKeyPrefix,
  apiKeyScopes,
  maxApiKeysPerWorkspace,
  type ApiKeyScope,
  type ApiKeySummary,
} from '../../../shared/api-keys';
import { apiKeysMessages } from '../../../shared/i18n/messages/api-keys';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import { insertAuditRow, type AdminActor } from '../admin/audit';
import { cachedRead, heldValue } from './call-cache';
import { lockWorkspace } from '../workspace/lock-workspace';

const copy = apiKeysMessages.api;

export const apiKeyNotFound = () => new ApiError(404, 'not_found', copy.notFound);

/** `tsr_` and 32 random bytes in base64url: 47 characters, 256 bits a guesser cannot shorten. */
export const secretPattern = /^tsr_[A-Za-z0-9_-]{43}$/;

/** The secret's SHA-256, hex: a fast hash is enough for 256 random bits (no dictionary to try). */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new secret: `tsr_` and 32 random bytes, base64url. */
export const newSecret = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`;

/** What the list shows of a secret: `tsr_` and its next 6 characters. */
export const prefixOf = (secret: string) => secret.slice(0, apiKeyPrefix.length + 6);

const summaryColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  createdById: apiKeys.createdBy,
  createdByName: users.name,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

type SummaryRow = {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  createdAt: Date;
  createdById: string | null;
  createdByName: string | null;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/**
 * The scopes a stored row grants: its list, keeping only scopes this version knows. The column is JSON, so a row
 * written by hand or by a later version may hold anything: such a key grants nothing it does not name (403), and
 * neither a call with it nor the workspace's list of keys fails on it (a 500 before).
 */
const grantedScopes = (stored: unknown): ApiKeyScope[] =>
  Array.isArray(stored)
    ? stored.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly unknown[]).includes(scope))
    : [];

const toSummary = (row: SummaryRow): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  scopes: grantedScopes(row.scopes),
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdById && row.createdByName ? { id: row.createdById, name: row.createdByName } : null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const selectSummaries = (db: Db) =>
  db.select(summaryColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));

/** Every key of the workspace, newest first, revoked ones included. */
export async function listApiKeys(db: Db, workspaceId: string): Promise<ApiKeySummary[]> {
  const rows = await selectSummaries(db)
    .where(eq(apiKeys.workspaceId, workspaceId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) => toSummary(row as SummaryRow));
}

/**
 * Makes a key and its audit row in one transaction that locks the workspace's keys (two at once never pass the
 * cap); the secret is returned once and only its hash is stored. `expiresAt` must be in the future (400).
 */
export async function createApiKey(
  db: Db,
  workspaceId: string,
  actor: AdminActor,
  input: { name: string; scopes: ApiKeyScope[]; expiresAt: string | null },
): Promise<{ key: ApiKeySummary; secret: string }> {
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (expiresAt && !(expiresAt.getTime() > Date.now())) {
    throw new ApiError(400, 'invalid_input', copy.expiryPast, {}, 'expiresAt');
  }
  const scopes = [...new Set(input.scopes)];
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.workspaceId, workspaceId),
          isNull(apiKeys.revokedAt),
          sql`(${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now())`,
        ),
      )) as [{ n: number }];
    // Revoked and expired keys stay listed but do not count: rotating (revoke, create) never runs out.
    if (n >= maxApiKeysPerWorkspace) {
      throw new ApiError(409, 'too-many-keys', copy.tooMany(maxApiKeysPerWorkspace));
    }
    const [row] = await tx
      .insert(apiKeys)
      .values({
        workspaceId,
        name: input.name,
        prefix: prefixOf(secret),
        secretHash: hashSecret(secret),
        scopes,
        createdBy: actor.id,
        expiresAt,
      })
      .returning({ id: apiKeys.id });
    await insertAuditRow(tx, actor, {
      action: 'api-key.create',
      details: {
        workspace: workspaceId,
        key: row!.id,
        name: input.name,
        prefix: prefixOf(secret),
        scopes,
        expiresAt: expiresAt?.toISOString() ?? null,
      },
    });
    return row!.id;
  });
  const [row] = await selectSummaries(db).where(eq(apiKeys.id, id));
  return { key: toSummary(row as SummaryRow), secret };
}

/**
 * Revokes a key of the workspace at once (the update raises the API's cache revision, which every instance reads
 * on each call: call-cache.ts); 404 for any other id. Revoking a revoked key changes nothing and writes no second audit row.
 */
export async function revokeApiKey(db: Db, workspaceId: string, actor: AdminActor, id: string) {
  await db.transaction(async (tx) => {
    const [key] = await tx
      .select({ name: apiKeys.name, prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.workspaceId, workspaceId)))
      .for('update');
    if (!key) throw apiKeyNotFound();
    if (key.revokedAt) return;
    await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
    await insertAuditRow(tx, actor, {
      action: 'api-key.revoke',
      details: { workspace: workspaceId, key: id, name: key.name, prefix: key.prefix },
    });
  });
}

/** A key as the public API sees it: found by its secret's hash, usable now. */
export type CallerKey = {
  id: string;
  workspaceId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/**
 * The usable key whose secret this is, or undefined (unknown, revoked or expired): one indexed lookup by the
 * secret's hash, so comparing never leaks the secret through timing (only a hash, which the caller cannot aim,
 * is compared). Kept in memory under the API's revision (call-cache.ts): a revocation, expiry or deletion raises
 * it, so it holds on the very next call on every instance; an expiry time passing is checked here on each call.
 */
export async function keyOfSecret(
  db: Db,
  secret: string,
  revision: number,
  now = new Date(),
): Promise<CallerKey | undefined> {
  const hash = hashSecret(secret);
  const key = await cachedRead(
    db,
    revision,
    `key:${hash}`,
    async () => {
      const [row] = await db
        .select({
          id: apiKeys.id,
          workspaceId: apiKeys.workspaceId,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          scopes: apiKeys.scopes,
          expiresAt: apiKeys.expiresAt,
          lastUsedAt: apiKeys.lastUsedAt,
        })
        .from(apiKeys)
        .where(
          and(
            eq(apiKeys.secretHash, hash),
            isNull(apiKeys.revokedAt),
            sql`(${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > now())`,
          ),
        );
      return row && { ...row, scopes: grantedScopes(row.scopes) };
    },
    (row) => row !== undefined,
  );
  return key && usableAt(key, now) ? key : undefined;
}

/** Whether the key's expiry, if any, is still ahead (revocations and deletions raise the cache revision). */
const usableAt = (key: CallerKey, now: Date) => !key.expiresAt || key.expiresAt.getTime() > now.getTime();

/**
 * The usable key whose secret this is when this instance holds it in memory under `revision` (by default the one
 * last read), so that `keyOfSecret` would answer without reading the database; undefined otherwise.
 */
export function heldKeyOfSecret(
  db: Db,
  secret: string,
  revision?: number,
  now = new Date(),
): CallerKey | undefined {
  if (!secretPattern.test(secret)) return undefined;
  const key = heldValue<CallerKey>(db, `key:${hashSecret(secret)}`, revision);
  return key && usableAt(key, now) ? key : undefined;
}

/** Keys whose use is being noted on this instance: concurrent calls of one key start one write, not one each. */
const noting = new Set<string>();

/** `last_used_at` is written at most once a minute per key: a busy key costs no write per call. */
export const lastUsedEveryMs = 60_000;

/**
 * Notes a use of the key: `last_used_at` at most once a minute, and one `api-key.use` audit row per key per clock
 * hour in which it was used (the first use of the hour). The row lock of the conditional update serialises
 * instances, so two never write the same hour's row; on one instance, calls made while a key's use is being
 * written do not wait for it nor write again. The (cached) key remembers the time written.
 */
export async function noteKeyUse(db: Db, key: CallerKey, address: string, now = new Date()) {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < lastUsedEveryMs) return;
  if (noting.has(key.id)) return;
  noting.add(key.id);
  try {
    key.lastUsedAt = await writeKeyUse(db, key, address, now);
  } finally {
    noting.delete(key.id);
  }
}

/** The conditional write of `noteKeyUse`; resolves to the key's last use as stored afterwards. */
async function writeKeyUse(db: Db, key: CallerKey, address: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(eq(apiKeys.id, key.id))
      .for('update');
    if (!before) return key.lastUsedAt;
    const last = before.lastUsedAt;
    if (last && now.getTime() - last.getTime() < lastUsedEveryMs) return last;
    await tx.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    const hour = (date: Date) => Math.floor(date.getTime() / 3_600_000);
    if (last && hour(last) === hour(now)) return now;
    await insertAuditRow(
      tx,
      { id: `api-key:${key.id}`, email: key.prefix, address },
      {
        action: 'api-key.use',
        details: { workspace: key.workspaceId, key: key.id, name: key.name, prefix: key.prefix },
      },
    );
    return now;
  });
}
