import * as z from 'zod/mini';
import './zod-setup';
import { feedbackMessages } from './i18n/en/feedback';
import { feedbackMaxLength } from './limits';

export { feedbackMaxLength };

export const feedbackSchema = z.object({
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, feedbackMessages.empty),
      z.maxLength(feedbackMaxLength, feedbackMessages.tooLong(feedbackMaxLength)),
    ),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
