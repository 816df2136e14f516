import { inWorkspace, paths } from '../../../shared/paths';
import type { DbOrTx } from '../../mail/outbox';
import { queueReaderMail } from '../../mail/reader-mail';
import { memberRemovedMail, ownershipReceivedMail } from '../../mail/templates/member-notices';
import { countWorkspacesOf } from './membership';

/** The member a change was done to; they read the mail in their own language. */
type Recipient = { userId: string; email: string; name: string };

/** Who changed what, and where the mail's link points. */
type Change = { workspaceName: string; actorName: string; appUrl: string };

/** Tells a member that someone else removed them, in the removal's transaction. */
export async function sendRemovalNotice(
  db: DbOrTx,
  member: Recipient,
  { workspaceName, actorName, appUrl }: Change,
) {
  const hasOtherWorkspace = (await countWorkspacesOf(db, member.userId)) > 0;
  await queueReaderMail(db, member.email, 'member-removed', () =>
    memberRemovedMail({
      name: member.name,
      removerName: actorName,
      workspaceName,
      hasOtherWorkspace,
      url: `${appUrl}${paths.app.home}`,
    }),
  );
}

/**
 * Tells a member that an Owner handed them the workspace, in the transfer's transaction. The link
 * opens that workspace's settings, switching to it first whichever workspace the reader had open.
 */
export async function sendOwnershipNotice(
  db: DbOrTx,
  heir: Recipient,
  { workspaceId, workspaceName, actorName, appUrl }: Change & { workspaceId: string },
) {
  await queueReaderMail(db, heir.email, 'ownership-received', () =>
    ownershipReceivedMail({
      name: heir.name,
      previousOwnerName: actorName,
      workspaceName,
      url: `${appUrl}${inWorkspace(paths.settings.workspace.overview, workspaceId)}`,
    }),
  );
}
