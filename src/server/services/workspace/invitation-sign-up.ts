import { markAddressProven } from '../account/account-ownership';
import { findUser } from '../account/find-user';
import { applyAdminEmails } from '../admin/admin-role';
import type { AppDeps } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { acceptInvitation, invitationForSignUp } from './invitation-acceptance';
import { invitationLinksOf } from './invitation-mail';
import { setActiveWorkspace } from './membership';

type Deps = Pick<AppDeps, 'auth' | 'database' | 'env'>;

/**
 * The invitation a sign-up names by its link's id, when it can make the new account a member at once:
 * pending, unexpired, sent to this very address, which has no account yet. Anything else is ignored.
 */
export async function invitationNamedAtSignUp(deps: Deps, linkId: unknown, email: string) {
  if (typeof linkId !== 'string') return undefined;
  const invitationId = invitationLinksOf(deps).invitationIdOf(linkId);
  return invitationId ? invitationForSignUp(deps.database.db, invitationId, email) : undefined;
}

/**
 * Finishes a sign-up made through an invitation link. The link was mailed to the address, so the new account's
 * address is proven (docs/decisions/012: ADMIN_EMAILS applies), it joins the workspace with the invited role,
 * and it is signed in at once, with email confirmation on too, in that workspace. Answers the user and the
 * session's cookies; undefined when the sign-up did not make this account (a taken address answered like a
 * new one), which then goes on as any other sign-up.
 */
export async function completeInvitedSignUp(
  deps: Deps,
  invitationId: string,
  signUp: { userId: string; email: string; password: string; headers: Headers; response: Response },
) {
  const { auth, database, env } = deps;
  const { db } = database;
  const account = await findUser(db, signUp.userId);
  if (account?.email !== signUp.email) return undefined;
  await markAddressProven(db, account.id);
  await applyAdminEmails(db, account, env.ADMIN_EMAILS);
  // A cap reached since the link was mailed leaves the new account out of the workspace, not without a session.
  const workspace = await acceptInvitation(db, invitationId, account).catch((error: unknown) => {
    if (error instanceof ApiError && error.status < 500) return undefined;
    throw error;
  });
  const withSession =
    env.EMAIL_CONFIRMATION === 'on'
      ? await auth.api.signInEmail({
          body: { email: signUp.email, password: signUp.password },
          headers: signUp.headers,
          asResponse: true,
        })
      : signUp.response;
  const cookies = withSession.headers.getSetCookie();
  const session = await auth.api.getSession({ headers: new Headers({ cookie: cookieHeaderOf(cookies) }) });
  if (!withSession.ok || !session) throw new Error('an invited sign-up could not be signed in');
  if (workspace) await setActiveWorkspace(db, session.session, workspace.id);
  return { user: session.user, cookies };
}

const cookieHeaderOf = (setCookies: string[]) =>
  setCookies
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
