import { Hono } from 'hono';
import { securityMessages } from '../../../shared/i18n/messages/security';
import { accountDeletionSchema } from '../../../shared/security';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { parseJsonBody } from '../../lib/parse-body';
import { requireSession } from '../../lib/require-session';
import { deleteAccount, deletionPreview, soleOwnerError } from '../../services/account/deletion';
import { proveHolder } from './prove-holder';

/** `/api/account/deletion`: what deleting the account would do, and doing it. */
export const deletionRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json({ deletion: await deletionPreview(c.var.deps.database.db, c.var.user.id) }))
  .post('/', async (c) => {
    const { database, env, auth, mailWorker } = c.var.deps;
    const { user } = c.var;
    const { confirmEmail, ...proof } = parseJsonBody(c, accountDeletionSchema);
    if (confirmEmail.toLowerCase() !== user.email.toLowerCase()) {
      throw new ApiError(
        400,
        'confirmation_mismatch',
        securityMessages.deletion.confirmMismatch,
        {},
        'confirmEmail',
      );
    }
    // Refused before any secret is checked: the explanation is the caller's own business.
    const { blockers } = await deletionPreview(database.db, user.id);
    if (blockers.length > 0) throw soleOwnerError(blockers);
    await proveHolder(c, proof, 'deletion');
    await deleteAccount(database.db, c.var.deps.storage, user, env.APP_URL);
    mailWorker.poke();
    // The session is gone with the account; the browser forgets its cookie too.
    const { authCookies } = await auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    const secure = attributes.secure ? '; Secure' : '';
    c.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure}`);
    return c.body(null, 204);
  });
