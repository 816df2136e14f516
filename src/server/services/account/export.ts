import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  appConnections,
  assistantConversations,
  datasets,
  feedback,
  knownDevices,
  members,
  models,
  pinnedInsights,
  sessions,
  userSettings,
  users,
  workspaces,
} from '../../db/schema/index';

/**
 * Everything Tessera holds about the user, for "Download my data": read on request, column by column, so that
 * no token, password hash, TOTP secret, backup code or device fingerprint can slip in when a table grows.
 */
export async function exportUserData(db: Db, userId: string) {
  const [profile] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: users.name,
      profileName: users.profileName,
      professionalRole: users.professionalRole,
      avatarUrl: users.image,
      twoFactorEnabled: users.twoFactorEnabled,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [
    settings,
    signInMethods,
    memberships,
    connections,
    activeSessions,
    devices,
    sentFeedback,
    uploads,
    pins,
    trainedModels,
    conversations,
  ] = await Promise.all([
    db
      .select({
        feedbackEmails: userSettings.feedbackEmails,
        permissions: userSettings.permissions,
        links: userSettings.links,
        theme: userSettings.theme,
        language: userSettings.language,
        timeZone: userSettings.timeZone,
        earlyAccessAt: userSettings.earlyAccessAt,
        updatedAt: userSettings.updatedAt,
      })
      .from(userSettings)
      .where(eq(userSettings.userId, userId)),
    db
      .select({ provider: accounts.providerId, createdAt: accounts.createdAt })
      .from(accounts)
      .where(eq(accounts.userId, userId))
      .orderBy(asc(accounts.createdAt)),
    db
      .select({
        workspaceId: workspaces.id,
        workspaceName: workspaces.name,
        role: members.role,
        joinedAt: members.createdAt,
        lastActiveAt: members.lastActiveAt,
      })
      .from(members)
      .innerJoin(workspaces, eq(workspaces.id, members.organizationId))
      .where(eq(members.userId, userId))
      .orderBy(asc(members.createdAt)),
    db
      .select({ app: appConnections.slug, connectedAt: appConnections.connectedAt })
      .from(appConnections)
      .where(eq(appConnections.userId, userId)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.updatedAt,
        expiresAt: sessions.expiresAt,
        ipAddress: sessions.ipAddress,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ firstSeenAt: knownDevices.firstSeenAt, lastSeenAt: knownDevices.lastSeenAt })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId))
      .orderBy(asc(knownDevices.firstSeenAt)),
    db
      .select({
        message: feedback.message,
        page: feedback.page,
        status: feedback.status,
        sentAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(asc(feedback.createdAt)),
    db
      .select({
        id: datasets.id,
        name: datasets.name,
        workspaceName: workspaces.name,
        format: datasets.format,
        rows: datasets.rowCount,
        columns: datasets.columnCount,
        sizeBytes: datasets.sizeBytes,
        uploadedAt: datasets.createdAt,
      })
      .from(datasets)
      .innerJoin(workspaces, eq(workspaces.id, datasets.workspaceId))
      .where(eq(datasets.uploaderId, userId))
      .orderBy(asc(datasets.createdAt)),
    db
      .select({
        id: pinnedInsights.id,
        insightId: pinnedInsights.insightId,
        datasetName: datasets.name,
        workspaceName: workspaces.name,
        pinnedAt: pinnedInsights.pinnedAt,
      })
      .from(pinnedInsights)
      .innerJoin(datasets, eq(datasets.id, pinnedInsights.datasetId))
      .innerJoin(workspaces, eq(workspaces.id, pinnedInsights.workspaceId))
      .where(eq(pinnedInsights.pinnedBy, userId))
      .orderBy(asc(pinnedInsights.pinnedAt)),
    // What the user trained, as the list shows it: the report and the model (up to 500 KB each, derived from the
    // workspace's dataset rather than about the user) stay out, as a pin's insight does.
    db
      .select({
        id: models.id,
        name: models.name,
        datasetName: datasets.name,
        workspaceName: workspaces.name,
        target: models.target,
        task: models.task,
        status: models.status,
        trainedAt: models.createdAt,
        finishedAt: models.finishedAt,
      })
      .from(models)
      .innerJoin(datasets, eq(datasets.id, models.datasetId))
      .innerJoin(workspaces, eq(workspaces.id, models.workspaceId))
      .where(eq(models.trainedBy, userId))
      .orderBy(asc(models.createdAt)),
    // The user's kept conversations with the assistant: their questions and the answers they were shown.
    db
      .select({
        workspaceName: workspaces.name,
        datasetName: datasets.name,
        turns: assistantConversations.turns,
        createdAt: assistantConversations.createdAt,
        updatedAt: assistantConversations.updatedAt,
      })
      .from(assistantConversations)
      .innerJoin(workspaces, eq(workspaces.id, assistantConversations.workspaceId))
      .leftJoin(datasets, eq(datasets.id, assistantConversations.datasetId))
      .where(eq(assistantConversations.userId, userId))
      .orderBy(asc(assistantConversations.createdAt), asc(assistantConversations.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    settings: settings[0] ?? null,
    signInMethods,
    memberships,
    appConnections: connections,
    sessions: activeSessions,
    knownDevices: devices,
    feedback: sentFeedback,
    datasets: uploads,
    pinnedInsights: pins,
    models: trainedModels,
    conversations,
  };
}
