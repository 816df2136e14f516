import { profileMessages } from '../../../shared/i18n/messages/profile';
import { greetingFor, renderMail, type RenderedMail } from './layout';

export type FeedbackReceivedInput = {
  name: string;
  /** What the reader sent, quoted back so they know which message this is about. */
  message: string;
  appUrl: string;
  settingsUrl: string;
};

/** How much of the feedback is quoted back: enough to recognise it. */
export const quotedFeedbackLength = 500;

/**
 * The acknowledgement a signed-in sender gets for their feedback, only while 'Receive feedback emails' is on.
 * It goes to the sender's own address, so quoting their words sends nobody anything they did not write.
 */
export function feedbackReceivedMail({
  name,
  message,
  appUrl,
  settingsUrl,
}: FeedbackReceivedInput): RenderedMail {
  const copy = profileMessages.feedbackMail;
  const quoted =
    message.length > quotedFeedbackLength ? `${message.slice(0, quotedFeedbackLength).trimEnd()}…` : message;
  return renderMail({
    subject: copy.subject,
    greeting: greetingFor(name),
    intro: [copy.intro, copy.quoted, quoted],
    action: { label: copy.action, url: appUrl },
    secondaryAction: { label: copy.manage, url: settingsUrl },
    outro: [],
    reason: copy.reason,
  });
}
