import { mailMessages } from '../../../shared/i18n/en/mail';
import { renderMail, type RenderedMail } from './layout';

const copy = mailMessages.workspaceInvitation;

export type WorkspaceInvitationInput = { inviterName: string; workspaceName: string; url: string };

/** Sent to an invited address; the link opens `/invite/:id`. */
export function workspaceInvitationMail({
  inviterName,
  workspaceName,
  url,
}: WorkspaceInvitationInput): RenderedMail {
  return renderMail({
    subject: copy.subject(inviterName, workspaceName),
    greeting: copy.greeting,
    intro: [copy.intro(inviterName, workspaceName)],
    action: { label: copy.action, url },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
