import { mailMessages } from '../../../shared/i18n/messages/mail';
import { greetingFor, renderMail, type RenderedMail } from './layout';

const copy = mailMessages.emailConfirmation;

/** Sent at sign-up when EMAIL_CONFIRMATION=on; the link confirms the address and signs in. */
export function emailConfirmationMail({ name, url }: { name: string; url: string }): RenderedMail {
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro],
    action: { label: copy.action, url },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
