import { preferencesMessages } from '../../../shared/i18n/messages/preferences';
import { quotableName } from '../quotable-name';
import { renderMail, type RenderedMail } from './layout';

/** Sent to an address a user invited to try Tessera; the link opens the sign-up page. */
export function friendInvitationMail({
  inviterName,
  url,
}: {
  inviterName: string;
  url: string;
}): RenderedMail {
  const copy = preferencesMessages.mail;
  // The inviter typed their own name and the mail goes to someone else: quoted only as plain, link-free text.
  const inviter = quotableName(inviterName, copy.someone);
  return renderMail({
    subject: copy.subject(inviter),
    greeting: copy.greeting,
    intro: [copy.intro(inviter)],
    action: { label: copy.action, url },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
