import { and, eq, inArray } from 'drizzle-orm';
import type { DataStream } from '../../../shared/workspace';
import { integrations } from '../../../shared/integrations';
import type { Db } from '../../db/client';
import { members, workspaceDataStreams, workspaces } from '../../db/schema/index';

export async function connectedSlugs(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: workspaceDataStreams.slug })
    .from(workspaceDataStreams)
    .where(eq(workspaceDataStreams.workspaceId, workspaceId))
    .orderBy(workspaceDataStreams.slug);
  return rows.map((row) => row.slug);
}

/** Every data stream with its state in this workspace and the names of the user's workspaces that have it. */
export async function listDataStreams(db: Db, workspaceId: string, userId: string): Promise<DataStream[]> {
  const rows = await db
    .select({ slug: workspaceDataStreams.slug, workspaceId: workspaces.id, name: workspaces.name })
    .from(workspaceDataStreams)
    .innerJoin(workspaces, eq(workspaces.id, workspaceDataStreams.workspaceId))
    .innerJoin(members, and(eq(members.organizationId, workspaces.id), eq(members.userId, userId)))
    .orderBy(workspaces.name);
  return integrations.map(({ slug }) => {
    const connections = rows.filter((row) => row.slug === slug);
    return {
      slug,
      connected: connections.some((row) => row.workspaceId === workspaceId),
      connectedIn: connections.map((row) => row.name),
    };
  });
}

/** Replaces the workspace's connected data streams with this set, all or nothing. */
export async function replaceDataStreams(db: Db, workspaceId: string, slugs: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(workspaceDataStreams).where(eq(workspaceDataStreams.workspaceId, workspaceId));
    if (slugs.length)
      await tx.insert(workspaceDataStreams).values(slugs.map((slug) => ({ workspaceId, slug })));
  });
}

export async function connectDataStream(db: Db, workspaceId: string, slug: string) {
  await db.insert(workspaceDataStreams).values({ workspaceId, slug }).onConflictDoNothing();
}

export async function disconnectDataStream(db: Db, workspaceId: string, slug: string) {
  await db
    .delete(workspaceDataStreams)
    .where(
      and(eq(workspaceDataStreams.workspaceId, workspaceId), inArray(workspaceDataStreams.slug, [slug])),
    );
}
