import { mailMessages } from '../../../shared/i18n/messages/mail';
import { greetingFor, renderMail, type RenderedMail } from './layout';

const copy = mailMessages.googleAccountNotice;

/** Sent instead of a reset link when the account only signs in with Google (docs/product.md#security). */
export function googleAccountNoticeMail({
  name,
  loginUrl,
}: {
  name: string;
  loginUrl: string;
}): RenderedMail {
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro, copy.notice],
    action: { label: copy.action, url: loginUrl },
    outro: [copy.outro],
    reason: copy.reason,
  });
}
