import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema/index';
import { describeUserAgent, networkOf, type DeviceDescription } from './device';

export type SignInDevice = DeviceDescription & { network: string | null };

export type DeviceVerdict = 'first' | 'known' | 'new';

/** What a session says of the device it was made on: the browser, the system and the network. */
export function signInDevice(session: {
  userAgent?: string | null;
  ipAddress?: string | null;
}): SignInDevice {
  return { ...describeUserAgent(session.userAgent), network: networkOf(session.ipAddress) };
}

/**
 * A keyed hash of the browser, system and network: a stolen table cannot be turned back into them by trying
 * the few likely values (docs/decisions/017). Versions are left out, so a browser update is not a new device.
 */
export function deviceFingerprint(secret: string, userId: string, device: SignInDevice): string {
  const parts = [userId, device.browser, device.os, device.device, device.network].map((part) => part ?? '');
  return createHmac('sha256', secret)
    .update(`known-device\u0000${parts.join('\u0000')}`)
    .digest('base64url');
}

/**
 * Remembers the device a session was made on and says whether it is the account's first ever, one seen
 * before, or a new one (which is worth telling the owner about).
 */
export async function recordSignInDevice(
  db: Db,
  secret: string,
  userId: string,
  device: SignInDevice,
): Promise<DeviceVerdict> {
  const fingerprint = deviceFingerprint(secret, userId, device);
  const [seenBefore] = await db
    .select({ fingerprint: knownDevices.fingerprint })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, fingerprint })
    .onConflictDoNothing()
    .returning({ fingerprint: knownDevices.fingerprint });
  if (inserted.length === 0) {
    await db
      .update(knownDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.fingerprint, fingerprint)));
    return 'known';
  }
  return seenBefore ? 'new' : 'first';
}

/** Whether the account has made a session on this device before (the same browser, system and network). */
export async function isKnownDevice(
  db: Db,
  secret: string,
  userId: string,
  device: SignInDevice,
): Promise<boolean> {
  const fingerprint = deviceFingerprint(secret, userId, device);
  const [known] = await db
    .select({ fingerprint: knownDevices.fingerprint })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.fingerprint, fingerprint)))
    .limit(1);
  return known !== undefined;
}
