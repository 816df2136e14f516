import { mailMessages as english } from '../en/mail';
import { messagesOf } from '../accessor';

/** The mail area in the current language (English when a string is missing); read strings when rendering. */
export const mailMessages = messagesOf('mail', english);
