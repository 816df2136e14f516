import { invitationMessages } from '../../../shared/i18n/messages/invitations';
import { mailMessages } from '../../../shared/i18n/messages/mail';
import type { WorkspaceRole } from '../../../shared/permissions';
import { invitationLifetimeDays } from '../../../shared/workspace';
import { quotableName } from '../quotable-name';
import { renderMail, type RenderedMail } from './layout';

const copy = mailMessages.workspaceInvitation;
const invitationCopy = invitationMessages.mail;

export type WorkspaceInvitationInput = {
  inviterName: string;
  workspaceName: string;
  url: string;
  /** The role the invitee joins with, said in the mail when known. */
  role?: WorkspaceRole;
};

/** Sent to an invited address; the link opens `/invite/:id` and works for 7 days. */
export function workspaceInvitationMail({
  inviterName,
  workspaceName,
  url,
  role,
}: WorkspaceInvitationInput): RenderedMail {
  // Both names were typed by the inviter and go to someone else: quoted only as plain, link-free text.
  const inviter = quotableName(inviterName, copy.someone);
  const workspace = quotableName(workspaceName, copy.aWorkspace);
  const terms = [
    ...(role ? [invitationCopy.role(invitationMessages.roles[role])] : []),
    invitationCopy.lifetime(invitationLifetimeDays),
  ];
  return renderMail({
    subject: copy.subject(inviter, workspace),
    greeting: copy.greeting,
    intro: [copy.intro(inviter, workspace), terms.join(' ')],
    action: { label: copy.action, url },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
