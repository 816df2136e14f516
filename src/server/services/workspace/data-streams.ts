import { and, eq, inArray, max } from 'drizzle-orm';
import type { DataStream } from '../../../shared/workspace';
import { integrations } from '../../../shared/integrations';
import type { Db } from '../../db/client';
import { dataStreams, members, workspaceDataStreams, workspaces } from '../../db/schema/index';

/** The kinds whose stream of a service makes it Connected: its webhooks, or a push stream of its rows. */
const connectingKinds = ['webhook', 'push'] as const;

/**
 * Every catalogue service with its state in this workspace: `connected` only when a stream of it exists (issue 24),
 * the names of the user's workspaces that have one, when data last arrived, and whether the team marked it as used
 * (`wanted`: onboarding's ticks, which connect nothing).
 */
export async function listDataStreams(db: Db, workspaceId: string, userId: string): Promise<DataStream[]> {
  const [streams, wanted] = await Promise.all([
    db
      .select({
        service: dataStreams.service,
        workspaceId: workspaces.id,
        name: workspaces.name,
        lastSyncAt: max(dataStreams.lastSyncAt),
      })
      .from(dataStreams)
      .innerJoin(workspaces, eq(workspaces.id, dataStreams.workspaceId))
      .innerJoin(members, and(eq(members.organizationId, workspaces.id), eq(members.userId, userId)))
      .where(inArray(dataStreams.kind, [...connectingKinds]))
      .groupBy(dataStreams.service, workspaces.id, workspaces.name)
      .orderBy(workspaces.name),
    db
      .select({ slug: workspaceDataStreams.slug })
      .from(workspaceDataStreams)
      .where(eq(workspaceDataStreams.workspaceId, workspaceId)),
  ]);
  const wantedSlugs = new Set(wanted.map((row) => row.slug));
  return integrations.map(({ slug }) => {
    const connections = streams.filter((row) => row.service === slug);
    const here = connections.find((row) => row.workspaceId === workspaceId);
    const lastSyncAt = here?.lastSyncAt as Date | string | null | undefined;
    return {
      slug,
      connected: here !== undefined,
      connectedIn: connections.map((row) => row.name),
      wanted: wantedSlugs.has(slug),
      lastDataAt: lastSyncAt ? new Date(lastSyncAt).toISOString() : null,
    };
  });
}

/** Replaces the services the team marked as used with this set, all or nothing. */
export async function replaceInterests(db: Db, workspaceId: string, slugs: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(workspaceDataStreams).where(eq(workspaceDataStreams.workspaceId, workspaceId));
    if (slugs.length)
      await tx.insert(workspaceDataStreams).values(slugs.map((slug) => ({ workspaceId, slug })));
  });
}

export async function markInterest(db: Db, workspaceId: string, slug: string) {
  await db.insert(workspaceDataStreams).values({ workspaceId, slug }).onConflictDoNothing();
}

export async function unmarkInterest(db: Db, workspaceId: string, slug: string) {
  await db
    .delete(workspaceDataStreams)
    .where(
      and(eq(workspaceDataStreams.workspaceId, workspaceId), inArray(workspaceDataStreams.slug, [slug])),
    );
}
