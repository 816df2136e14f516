import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deletionRoutes } from './deletion';
import { exportRoutes } from './export';
import { permissionsRoutes } from './permissions';
import { sessionsRoutes } from './sessions';
import { signInMethodsRoutes } from './sign-in-methods';
import { twoFactorRoutes } from './two-factor';

/** `/api/account`: the signed-in user's own account: permissions, sign-in methods, sessions, export, deletion. */
export const accountRoutes = new Hono<AppEnv>()
  .route('/permissions', permissionsRoutes)
  .route('/sign-in-methods', signInMethodsRoutes)
  .route('/sessions', sessionsRoutes)
  .route('/two-factor', twoFactorRoutes)
  .route('/deletion', deletionRoutes)
  .route('/export', exportRoutes);
