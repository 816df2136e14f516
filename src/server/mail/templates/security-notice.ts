import { securityMessages } from '../../../shared/i18n/messages/security';
import type { EmailCodePurpose } from '../../../shared/security';
import { greetingFor, renderMail, type RenderedMail } from './layout';
import { formatWhen } from './password-changed';

const copy = securityMessages.mail;

type NoticeInput = { name: string; when: Date; timeZone?: string; accountUrl: string; resetUrl: string };

/** The notice that two-factor was turned on or off, so an owner who did not do it can act. */
const twoFactorNotice =
  (text: typeof copy.twoFactorEnabled | typeof copy.twoFactorDisabled) =>
  ({ name, when, timeZone, accountUrl, resetUrl }: NoticeInput): RenderedMail =>
    renderMail({
      subject: text.subject,
      greeting: greetingFor(name),
      intro: [text.intro(formatWhen(when, timeZone)), text.notYou],
      action: { label: text.action, url: accountUrl },
      secondaryAction: { label: copy.resetPassword, url: resetUrl },
      outro: [],
      reason: text.reason,
    });

export const twoFactorEnabledMail = twoFactorNotice(copy.twoFactorEnabled);
export const twoFactorDisabledMail = twoFactorNotice(copy.twoFactorDisabled);

/** A code that proves an account without a password is its owner's before a sensitive change. */
export function emailCodeMail({
  name,
  code,
  purpose,
  accountUrl,
}: {
  name: string;
  code: string;
  purpose: EmailCodePurpose;
  accountUrl: string;
}): RenderedMail {
  const text = copy.emailCode;
  return renderMail({
    subject: text.subject,
    greeting: greetingFor(name),
    intro: [text.purpose[purpose], text.intro(code), text.notYou],
    action: { label: text.action, url: accountUrl },
    outro: [],
    reason: text.reason,
  });
}

/** The confirmation that an account is gone, sent once it is. */
export function accountDeletedMail({
  name,
  when,
  timeZone,
  homeUrl,
}: {
  name: string;
  when: Date;
  timeZone?: string;
  homeUrl: string;
}): RenderedMail {
  const text = copy.accountDeleted;
  return renderMail({
    subject: text.subject,
    greeting: greetingFor(name),
    intro: [text.intro(formatWhen(when, timeZone))],
    action: { label: text.action, url: homeUrl },
    outro: [text.outro],
    reason: text.reason,
  });
}
