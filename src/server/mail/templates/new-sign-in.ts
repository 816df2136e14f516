import { accountMessages } from '../../../shared/i18n/messages/account';
import { greetingFor, renderMail, type RenderedMail } from './layout';
import { formatWhen } from './password-changed';

export type NewSignInInput = {
  name: string;
  browser: string | null;
  os: string | null;
  /** The network (an IPv4 /24 or IPv6 /48), never the whole address. */
  network: string | null;
  when: Date;
  sessionsUrl: string;
  resetUrl: string;
  /** The reader's IANA time zone when known; UTC otherwise. */
  timeZone?: string;
};

/** Sent when an account is signed in to from a device it has not used before (not on its very first sign-in). */
export function newSignInMail(input: NewSignInInput): RenderedMail {
  const copy = accountMessages.newSignInMail;
  const device = copy.device(input.browser ?? copy.unknownBrowser, input.os ?? copy.unknownOs, input.network);
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(input.name),
    intro: [copy.intro(device, formatWhen(input.when, input.timeZone)), copy.outro, copy.notYou],
    action: { label: copy.action, url: input.sessionsUrl },
    secondaryAction: { label: copy.reset, url: input.resetUrl },
    outro: [],
    reason: copy.reason,
  });
}
