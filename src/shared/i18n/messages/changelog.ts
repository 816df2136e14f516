import { changelogMessages as english } from '../en/changelog';
import { messagesOf } from '../accessor';

/** The changelog area in the current language (English when a string is missing); read strings when rendering. */
export const changelogMessages = messagesOf('changelog', english);
