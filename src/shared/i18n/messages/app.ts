import { appMessages as english } from '../en/app';
import { messagesOf } from '../accessor';

/** The app area in the current language (English when a string is missing); read strings when rendering. */
export const appMessages = messagesOf('app', english);
