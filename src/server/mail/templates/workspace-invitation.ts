import { mailMessages } from '../../../shared/i18n/en/mail';
import { quotableName } from '../quotable-name';
import { renderMail, type RenderedMail } from './layout';

const copy = mailMessages.workspaceInvitation;

export type WorkspaceInvitationInput = { inviterName: string; workspaceName: string; url: string };

/** Sent to an invited address; the link opens `/invite/:id`. */
export function workspaceInvitationMail({
  inviterName,
  workspaceName,
  url,
}: WorkspaceInvitationInput): RenderedMail {
  // Both names were typed by the inviter and go to someone else: quoted only as plain, link-free text.
  const inviter = quotableName(inviterName, copy.someone);
  const workspace = quotableName(workspaceName, copy.aWorkspace);
  return renderMail({
    subject: copy.subject(inviter, workspace),
    greeting: copy.greeting,
    intro: [copy.intro(inviter, workspace)],
    action: { label: copy.action, url },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
