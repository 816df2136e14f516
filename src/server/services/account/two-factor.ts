import { generateRandomString, symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq, like } from 'drizzle-orm';
import { securityMessages } from '../../../shared/i18n/messages/security';
import { backupCodeCount, type TwoFactorEnrolment, type TwoFactorStatus } from '../../../shared/security';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { accounts, twoFactors, users, verifications } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { DbOrTx } from '../../mail/outbox';
import { base32 } from './two-factor-base32';
import { forgetSecondFactorPasses } from './second-factor-passes';

const errors = securityMessages.twoFactor.errors;

/**
 * The two-factor plugin's storage, written the way the plugin reads it (docs/decisions/018): the TOTP secret and
 * the JSON list of backup codes, each encrypted with the auth secret; trusted devices as `trust-device-*`
 * verification rows whose value is the user id.
 */
const trustedDevicePrefix = 'trust-device-';

const secretKey = async (auth: Auth) => (await auth.$context).secretConfig;

type AccountUser = { id: string; email: string; name: string };

/** What the Accounts page shows: on or off, how the owner confirms, codes left, devices trusted. */
export async function twoFactorStatus(db: Db, auth: Auth, userId: string): Promise<TwoFactorStatus> {
  const [[user], [row], [password], trustedDevices] = await Promise.all([
    db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)),
    db.select({ backupCodes: twoFactors.backupCodes }).from(twoFactors).where(eq(twoFactors.userId, userId)),
    db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'))),
    db.$count(verifications, trustedDeviceRows(userId)),
  ]);
  const enabled = user?.enabled === true;
  const backupCodesLeft = enabled && row ? (await readBackupCodes(auth, row.backupCodes)).length : 0;
  return { enabled, hasPassword: Boolean(password?.hash), backupCodesLeft, trustedDevices };
}

/**
 * Starts enrolment: a new secret, kept unconfirmed until the owner enters a code from it (confirmEnrolment).
 * Starting again replaces an unconfirmed secret; a confirmed one is refused.
 */
export async function startEnrolment(db: Db, auth: Auth, user: AccountUser): Promise<TwoFactorEnrolment> {
  const [current] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, user.id));
  if (current?.enabled) throw new ApiError(409, 'two_factor_on', errors.alreadyOn);
  const key = await secretKey(auth);
  const secret = generateRandomString(32);
  const values = {
    secret: await symmetricEncrypt({ key, data: secret }),
    backupCodes: await symmetricEncrypt({ key, data: '[]' }),
    verified: false,
  };
  await db.transaction(async (tx) => {
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await tx.insert(twoFactors).values({ id: crypto.randomUUID(), userId: user.id, ...values });
  });
  const encoded = base32(new TextEncoder().encode(secret));
  return { totpUri: totpUri(encoded, user.email), secret: encoded };
}

/** The otpauth:// URI an authenticator app reads from the QR code, as the plugin makes it. */
function totpUri(encodedSecret: string, email: string): string {
  const issuer = 'Tessera';
  const params = new URLSearchParams({ secret: encodedSecret, issuer, digits: '6', period: '30' });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(email)}?${params.toString()}`;
}

/** Ten new backup codes replace the old ones; answered once, in plain text, and never stored so. */
export async function issueBackupCodes(db: DbOrTx, auth: Auth, userId: string): Promise<string[]> {
  const codes = Array.from({ length: backupCodeCount }, () => {
    const code = generateRandomString(10, 'a-z', '0-9', 'A-Z');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
  const encrypted = await symmetricEncrypt({ key: await secretKey(auth), data: JSON.stringify(codes) });
  const updated = await db
    .update(twoFactors)
    .set({ backupCodes: encrypted })
    .where(eq(twoFactors.userId, userId))
    .returning({ id: twoFactors.id });
  if (updated.length === 0) throw new ApiError(409, 'two_factor_off', errors.notOn);
  return codes;
}

async function readBackupCodes(auth: Auth, encrypted: string): Promise<string[]> {
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key: await secretKey(auth), data: encrypted }));
  return Array.isArray(codes) ? codes : [];
}

/** Whether enrolment has started and is waiting for its first code. */
export async function hasPendingEnrolment(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: twoFactors.verified })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return row !== undefined && row.verified !== true;
}

/** Turns two-factor off: the flag, the secret and its codes, and every trusted device, in one transaction. */
export async function disableTwoFactor(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
      .returning({ id: users.id });
    if (!user) throw new ApiError(409, 'two_factor_off', errors.notOn);
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.delete(verifications).where(trustedDeviceRows(userId));
    await forgetSecondFactorPasses(tx, userId);
  });
}

const trustedDeviceRows = (userId: string) =>
  and(like(verifications.identifier, `${trustedDevicePrefix}%`), eq(verifications.value, userId));

/** Every browser that chose "Trust this device" is asked for a code again; answers how many there were. */
export async function forgetTrustedDevices(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db
    .delete(verifications)
    .where(trustedDeviceRows(userId))
    .returning({ id: verifications.id });
  return deleted.length;
}
