import { Hono, type Context } from 'hono';
import { accountMessages } from '../../../shared/i18n/messages/account';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireSession } from '../../lib/require-session';
import {
  assertGoogleRemovable,
  getSignInMethods,
  hasPasswordAccount,
  unlinkGoogle,
} from '../../services/account/sign-in-methods';
import { setPasswordRequestSchema, unlinkGoogleSchema } from '../../../shared/security';
import { proveHolder } from './prove-holder';

/**
 * A new way in needs proof of holding the account, not just its session: with two-factor on a code, otherwise the
 * code emailed to the address; removing Google needs the password or a code.
 */

/** The caller's sign-in methods, as every route here answers them. */
const methodsOf = (c: Context<AppEnv>) => {
  const { database, env } = c.var.deps;
  const googleAvailable = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  return getSignInMethods(database.db, c.var.user.id, googleAvailable);
};

/**
 * `/api/account/sign-in-methods`: how the caller signs in. Changing a password is `/api/auth/change-password`
 * (rate limited, other sessions signed out, a notice mailed); linking Google is `/api/auth/link-social`.
 */
export const signInMethodsRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json({ methods: await methodsOf(c) }))
  .post('/password', async (c) => {
    const { newPassword, proof } = parseJsonBody(c, setPasswordRequestSchema);
    const { auth, authMail, database } = c.var.deps;
    if (await hasPasswordAccount(database.db, c.var.user.id)) {
      throw new ApiError(409, 'password_exists', accountMessages.errors.passwordExists);
    }
    // Rate-limited with the other secret checks behind a session.
    await proveHolder(c, proof, 'sign-in-method');
    await auth.api.setPassword({ headers: c.req.raw.headers, body: { newPassword } });
    // The owner hears of a new way into their account as of a changed one.
    await authMail.passwordChanged(c.var.user);
    return c.json({ methods: await methodsOf(c) }, 201);
  })
  .delete('/google', async (c) => {
    const { proof } = parseJsonBody(c, unlinkGoogleSchema);
    await assertGoogleRemovable(c.var.deps.database.db, c.var.user.id);
    await proveHolder(c, proof, 'sign-in-method');
    await unlinkGoogle(c.var.deps.database.db, c.var.user.id);
    return c.json({ methods: await methodsOf(c) });
  });
