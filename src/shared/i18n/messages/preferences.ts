import { preferencesMessages as english } from '../en/preferences';
import { messagesOf } from '../accessor';

/** The preferences area in the current language (English when a string is missing); read strings when rendering. */
export const preferencesMessages = messagesOf('preferences', english);
