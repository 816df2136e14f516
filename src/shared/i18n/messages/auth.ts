import { authMessages as english } from '../en/auth';
import { messagesOf } from '../accessor';

/** The auth area in the current language (English when a string is missing); read strings when rendering. */
export const authMessages = messagesOf('auth', english);
