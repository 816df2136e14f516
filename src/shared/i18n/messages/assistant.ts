import { assistantMessages as english } from '../en/assistant';
import { messagesOf } from '../accessor';

/** The assistant in the current language (English when a string is missing); read strings when rendering. */
export const assistantMessages = messagesOf('assistant', english);
