import { mailMessages } from '../../../shared/i18n/messages/mail';
import { currentLanguage } from '../../../shared/i18n/registry';
import { greetingFor, renderMail, type RenderedMail } from './layout';

const copy = mailMessages.passwordChanged;

export type PasswordChangedInput = {
  name: string;
  resetUrl: string;
  when: Date;
  /** The reader's IANA time zone when known; UTC otherwise. */
  timeZone?: string;
};

/** Sent after a password change or reset, so an owner who did not make it can take the account back. */
export function passwordChangedMail({ name, resetUrl, when, timeZone }: PasswordChangedInput): RenderedMail {
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro(formatWhen(when, timeZone)), copy.outro, copy.notYou],
    action: { label: copy.action, url: resetUrl },
    outro: [],
    reason: copy.reason,
  });
}

/** A moment as "2 January 2026 at 03:04 (UTC)", in the reader's time zone when known. */
export function formatWhen(when: Date, timeZone = 'UTC'): string {
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone } as const;
  try {
    return `${new Intl.DateTimeFormat(locale(), options).format(when)} (${timeZone})`;
  } catch {
    // A stored time zone the runtime does not know must not stop the notice.
    return `${new Intl.DateTimeFormat(locale(), { ...options, timeZone: 'UTC' }).format(when)} (UTC)`;
  }
}

// The reader's language; British English's day-month order for English, as before.
const locale = () => {
  const language = currentLanguage();
  return language === 'en' ? 'en-GB' : language;
};
