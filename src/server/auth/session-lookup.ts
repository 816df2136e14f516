import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Session, SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { members, sessions, users, workspaces } from '../db/schema/index';
import type { Membership } from '../services/workspace/membership';
import type { Auth } from './auth';

/** Who is asking: the session, its user, and their membership of the session's active workspace (null when gone). */
export type SignedInCaller = {
  session: Session;
  user: SessionUser;
  membership: Membership | null;
  /** Set-Cookie lines for the answer: a refreshed session cookie, when better-auth refreshed the session. */
  setCookies: string[];
};

export type SessionLookup = (headers: Headers) => Promise<SignedInCaller | null>;

/**
 * Reads the caller from the signed session cookie in ONE query: session, user, membership and workspace joined
 * (docs/decisions/023). It accepts exactly what better-auth's getSession accepts, read from its own
 * configuration: the same cookie name (with `__Secure-` on https), the same HMAC-SHA256 signature, the session
 * row still there (a revoked session is a deleted row) and not expired. It also refuses a user whose ban is in
 * force. Nothing is cached between requests, so a sign-out or revocation holds on the very next request.
 * When the session is expired or due for its `updateAge` refresh (at most once a day per session), better-auth's
 * own getSession runs instead, so expiry clean-up and the sliding refresh keep its exact semantics.
 */
export function createSessionLookup(auth: Auth, db: Db): SessionLookup {
  let settings: Promise<LookupSettings> | undefined;
  const query = sessionQuery(db);

  return async (headers) => {
    const { cookieName, secret, expiresInMs, updateAgeMs, refreshDisabled } = await (settings ??=
      lookupSettings(auth));
    const token = verifiedToken(cookieValue(headers.get('cookie'), cookieName), secret);
    if (!token) return null;
    const [row] = await query.execute({ token });
    if (!row || banInForce(row.user)) return null;
    const membership = row.memberId
      ? {
          id: row.workspaceId!,
          name: row.workspaceName!,
          logo: row.workspaceLogo,
          role: row.memberRole!,
          memberId: row.memberId,
          lastActiveAt: row.memberLastActiveAt,
        }
      : null;

    const now = Date.now();
    const expiresAt = row.session.expiresAt.getTime();
    const refreshDue = !refreshDisabled && expiresAt - expiresInMs + updateAgeMs <= now;
    if (expiresAt >= now && !refreshDue) {
      return { session: row.session, user: row.user as SessionUser, membership, setCookies: [] };
    }
    // Expired (better-auth deletes the row) or due for the sliding refresh: better-auth decides.
    const answer = await auth.api.getSession({ headers, returnHeaders: true });
    if (!answer.response) return null;
    return {
      session: answer.response.session,
      user: answer.response.user,
      membership,
      setCookies: answer.headers.getSetCookie(),
    };
  };
}

type LookupSettings = {
  cookieName: string;
  /** The auth secret as an HMAC key, imported once. */
  secret: KeyObject;
  expiresInMs: number;
  updateAgeMs: number;
  refreshDisabled: boolean;
};

/** Read once from better-auth's resolved configuration, so the lookup can never drift from it. */
async function lookupSettings(auth: Auth): Promise<LookupSettings> {
  const context = await auth.$context;
  return {
    cookieName: context.authCookies.sessionToken.name,
    secret: createSecretKey(Buffer.from(context.secret, 'utf8')),
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
    refreshDisabled:
      (context.options.session as { disableSessionRefresh?: boolean } | undefined)?.disableSessionRefresh ===
      true,
  };
}

/** The one query, prepared once: on PostgreSQL a named statement, parsed once per connection. */
function sessionQuery(db: Db) {
  return db
    .select({
      session: sessions,
      user: users,
      memberId: members.id,
      memberRole: members.role,
      memberLastActiveAt: members.lastActiveAt,
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      workspaceLogo: workspaces.logo,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      members,
      and(eq(members.organizationId, sessions.activeOrganizationId), eq(members.userId, sessions.userId)),
    )
    .leftJoin(workspaces, eq(workspaces.id, members.organizationId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('tessera_session_lookup');
}

/** A ban with no end, or one that has not ended yet (an expired ban is lifted at the next sign-in). */
const banInForce = (user: { banned: boolean | null; banExpires: Date | null }) =>
  user.banned === true && (user.banExpires === null || user.banExpires.getTime() > Date.now());

/**
 * The value of the first cookie with this name, parsed as better-call (better-auth's HTTP layer) parses the
 * Cookie header: surrounding quotes dropped, percent-decoded when that is valid.
 */
export function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  let index = 0;
  while (index < header.length) {
    const equals = header.indexOf('=', index);
    if (equals === -1) break;
    let end = header.indexOf(';', index);
    if (end === -1) end = header.length;
    else if (end < equals) {
      index = header.lastIndexOf(';', equals - 1) + 1;
      continue;
    }
    if (header.slice(index, equals).trim() === name) {
      let value = header.slice(equals + 1, end).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return percentDecoded(value);
    }
    index = end + 1;
  }
  return null;
}

function percentDecoded(value: string) {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const base64Signature = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The session token when the cookie carries better-call's signature of it: `<token>.<base64 HMAC-SHA256 of
 * the token, keyed with the auth secret>`; null for anything else.
 */
export function verifiedToken(cookie: string | null, secret: KeyObject | string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (!base64Signature.test(signature)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
