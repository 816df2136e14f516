import { feedbackMessages as english } from '../en/feedback';
import { messagesOf } from '../accessor';

/** The feedback area in the current language (English when a string is missing); read strings when rendering. */
export const feedbackMessages = messagesOf('feedback', english);
