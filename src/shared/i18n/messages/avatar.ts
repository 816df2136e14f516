import { avatarMessages as english } from '../en/avatar';
import { messagesOf } from '../accessor';

/** The avatar area in the current language (English when a string is missing); read strings when rendering. */
export const avatarMessages = messagesOf('avatar', english);
