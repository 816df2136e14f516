import { Hono } from 'hono';
import { workspaceMessages } from '../../../shared/i18n/messages/workspace';
import {
  transferOwnershipSchema,
  workspaceDeleteSchema,
  workspaceUpdateSchema,
} from '../../../shared/workspace';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/api-error';
import { callerBucket } from '../../lib/client-address';
import { parseJsonBody } from '../../lib/parse-body';
import { requireSession } from '../../lib/require-session';
import { requireWorkspace } from '../../lib/require-workspace';
import { confirmIdentity } from '../../services/workspace/confirm-identity';
import { sendOwnershipNotice } from '../../services/workspace/member-mail';
import { leaveWorkspace, transferOwnership, transferTarget } from '../../services/workspace/members';
import { countWorkspacesOf } from '../../services/workspace/membership';
import { activeWorkspaceView, deleteWorkspace, renameWorkspace } from '../../services/workspace/workspaces';
import { apiKeyRoutes } from './api-keys';
import { avatarRoutes } from './avatar';
import { billingRoutes } from './billing';
import { checklistRoutes } from './checklist';
import { datasetConversationRoutes, homeConversationRoutes } from './conversations';
import { dataStreamRoutes } from './data-streams';
import { deleteObjects } from '../../storage/object-store';
import { datasetRoutes } from './datasets';
import { invitationRoutes } from './invitations';
import { memberRoutes } from './members';
import { datasetModelRoutes, modelRoutes } from './models';
import { datasetPinRoutes, pinRoutes } from './pins';

/** `/api/workspace`: the caller's active workspace. Roles are read from the database on every request. */
export const workspaceRoutes = new Hono<AppEnv>()
  .use(requireSession)
  .get('/', requireWorkspace(), async (c) => {
    const { db } = c.var.deps.database;
    return c.json({ workspace: await activeWorkspaceView(db, c.var.workspace, c.var.user.id) });
  })
  .patch('/', requireWorkspace('workspace:update'), async (c) => {
    const { name } = parseJsonBody(c, workspaceUpdateSchema);
    return c.json({ workspace: await renameWorkspace(c.var.deps.database.db, c.var.workspace.id, name) });
  })
  .delete('/', requireWorkspace('workspace:delete'), async (c) => {
    const { confirmName } = parseJsonBody(c, workspaceDeleteSchema);
    const { db } = c.var.deps.database;
    const { workspace, user } = c.var;
    if (confirmName !== workspace.name) {
      throw new ApiError(400, 'confirmation_mismatch', workspaceMessages.deleteConfirmMismatch);
    }
    if ((await countWorkspacesOf(db, user.id)) <= 1) {
      throw new ApiError(409, 'only_workspace', workspaceMessages.deleteOnlyWorkspace);
    }
    await deleteObjects(c.var.deps.storage, await deleteWorkspace(db, workspace.id));
    return c.body(null, 204);
  })
  // Any member may leave, except the last Owner (409).
  .post('/leave', requireWorkspace(), async (c) => {
    await leaveWorkspace(c.var.deps.database.db, c.var.workspace);
    return c.body(null, 204);
  })
  .post('/transfer-ownership', requireWorkspace('ownership:transfer'), async (c) => {
    const { memberId, password, code } = parseJsonBody(c, transferOwnershipSchema);
    const { database, auth, limiters, env, mailWorker } = c.var.deps;
    const { workspace, user } = c.var;
    const heir = await transferTarget(database.db, workspace, user.id, memberId);
    // A password or code checked behind a session, limited per account and address (docs/decisions/013).
    await confirmIdentity(
      { db: database.db, auth, limiters: c.var.deps.limiters, headers: c.req.raw.headers, userId: user.id },
      { password, code },
      [
        { limiter: limiters.secretChecksByAccount, key: user.id },
        { limiter: limiters.secretChecksByAddress, key: callerBucket(c) },
      ],
    );
    // The new Owner is told, with the transfer.
    await transferOwnership(database.db, workspace, memberId, (tx) =>
      sendOwnershipNotice(tx, heir, {
        workspaceId: workspace.id,
        workspaceName: workspace.name,
        actorName: user.name,
        appUrl: env.APP_URL,
      }),
    );
    mailWorker.poke();
    return c.body(null, 204);
  })
  .route('/api-keys', apiKeyRoutes)
  .route('/avatar', avatarRoutes)
  .route('/billing', billingRoutes)
  .route('/members', memberRoutes)
  .route('/invitations', invitationRoutes)
  .route('/data-streams', dataStreamRoutes)
  .route('/datasets', datasetRoutes)
  .route('/datasets/:id/pins', datasetPinRoutes)
  .route('/pins', pinRoutes)
  .route('/conversation', homeConversationRoutes)
  .route('/datasets/:id/conversation', datasetConversationRoutes)
  .route('/datasets/:id/models', datasetModelRoutes)
  .route('/models', modelRoutes)
  .route('/checklist', checklistRoutes);
