import { profileMessages as english } from '../en/profile';
import { messagesOf } from '../accessor';

/** The profile area in the current language (English when a string is missing); read strings when rendering. */
export const profileMessages = messagesOf('profile', english);
