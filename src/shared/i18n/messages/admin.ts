import { adminMessages as english } from '../en/admin';
import { messagesOf } from '../accessor';

/** The admin area in the current language (English when a string is missing); read strings when rendering. */
export const adminMessages = messagesOf('admin', english);
