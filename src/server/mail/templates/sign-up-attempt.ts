import { mailMessages } from '../../../shared/i18n/messages/mail';
import { greetingFor, renderMail, type RenderedMail } from './layout';

const copy = mailMessages.signUpAttempt;

/**
 * Sent to the holder of an address when someone signs up with it again (with EMAIL_CONFIRMATION=on the sign-up
 * answers as if it were new, so the holder, not the caller, learns that the account exists).
 */
export function signUpAttemptMail({
  name,
  loginUrl,
  resetUrl,
}: {
  name: string;
  loginUrl: string;
  resetUrl: string;
}): RenderedMail {
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro],
    action: { label: copy.action, url: loginUrl },
    secondaryAction: { label: copy.reset, url: resetUrl },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
