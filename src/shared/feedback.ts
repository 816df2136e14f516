import * as z from 'zod/mini';
import './zod-setup';
import { feedbackMessages } from './i18n/messages/feedback';
import { feedbackMaxLength, feedbackPageMaxLength } from './limits';

export { feedbackMaxLength };

export const feedbackSchema = z.object({
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => feedbackMessages.empty }),
      z.maxLength(feedbackMaxLength, { error: () => feedbackMessages.tooLong(feedbackMaxLength) }),
    ),
  /** The in-app page the sender came from, shown in the admins' inbox. */
  page: z.optional(z.string().check(z.maxLength(feedbackPageMaxLength), z.regex(/^\/[^\s]*$/))),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
