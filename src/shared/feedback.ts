import { z } from 'zod';
import { feedbackMessages } from './i18n/en/feedback';
import { feedbackMaxLength } from './limits';

export { feedbackMaxLength };

export const feedbackSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, feedbackMessages.empty)
    .max(feedbackMaxLength, feedbackMessages.tooLong(feedbackMaxLength)),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
