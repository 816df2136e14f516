import { and, eq, sql } from 'drizzle-orm';
import {
  isLanguage,
  personalApps,
  themes,
  timeZoneChoices,
  type AppConnectionState,
  type EarlyAccessState,
  type Preferences,
  type PreferencesUpdate,
  type Theme,
  type TimeZoneChoice,
} from '../../shared/preferences';
import type { Db } from '../db/client';
import { appConnections, userSettings } from '../db/schema/index';

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | null =>
  value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;

/** The user's theme, language and time zone; `null` for each never chosen (a missing row is all defaults). */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ theme: userSettings.theme, language: userSettings.language, timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    theme: oneOf<Theme>(themes, row?.theme ?? null),
    language: isLanguage(row?.language) ? row.language : null,
    timeZone: oneOf<TimeZoneChoice>(timeZoneChoices, row?.timeZone ?? null),
  };
}

/** Saves what changed; the user's settings row is made on their first change. */
export async function updatePreferences(db: Db, userId: string, update: PreferencesUpdate): Promise<void> {
  const values = {
    ...(update.theme !== undefined && { theme: update.theme }),
    ...(update.language !== undefined && { language: update.language }),
    ...(update.timeZone !== undefined && { timeZone: update.timeZone }),
  };
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

/** Every app of the catalogue with whether this user has connected it. */
export async function listApps(db: Db, userId: string): Promise<AppConnectionState[]> {
  const rows = await db
    .select({ slug: appConnections.slug, connectedAt: appConnections.connectedAt })
    .from(appConnections)
    .where(eq(appConnections.userId, userId));
  const connected = new Map(rows.map((row) => [row.slug, row.connectedAt]));
  return personalApps.map(({ slug }) => {
    const at = connected.get(slug);
    return { slug, connected: at !== undefined, connectedAt: at?.toISOString() ?? null };
  });
}

export async function connectApp(db: Db, userId: string, slug: string): Promise<void> {
  await db.insert(appConnections).values({ userId, slug }).onConflictDoNothing();
}

export async function disconnectApp(db: Db, userId: string, slug: string): Promise<void> {
  await db
    .delete(appConnections)
    .where(and(eq(appConnections.userId, userId), eq(appConnections.slug, slug)));
}

export async function getEarlyAccess(db: Db, userId: string): Promise<EarlyAccessState> {
  const [row] = await db
    .select({ at: userSettings.earlyAccessAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return { joined: Boolean(row?.at), joinedAt: row?.at?.toISOString() ?? null };
}

/** Joins (keeping the first date when already in) or leaves the early-access programme. */
export async function setEarlyAccess(db: Db, userId: string, join: boolean): Promise<EarlyAccessState> {
  if (join)
    await db
      .insert(userSettings)
      .values({ userId, earlyAccessAt: new Date() })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { earlyAccessAt: sql`coalesce(${userSettings.earlyAccessAt}, excluded.early_access_at)` },
      });
  else await db.update(userSettings).set({ earlyAccessAt: null }).where(eq(userSettings.userId, userId));
  return getEarlyAccess(db, userId);
}
