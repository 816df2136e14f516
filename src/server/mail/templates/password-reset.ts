import { mailMessages } from '../../../shared/i18n/messages/mail';
import { greetingFor, renderMail, type RenderedMail } from './layout';

const copy = mailMessages.passwordReset;

/** Sent when an account with a password asks for a reset. */
export function passwordResetMail({ name, url }: { name: string; url: string }): RenderedMail {
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro],
    action: { label: copy.action, url },
    outro: [copy.expiry, copy.outro],
    reason: copy.reason,
  });
}
