import { appAreaMessages as english } from '../en/app-area';
import { messagesOf } from '../accessor';

/** The app area in the current language (English when a string is missing); read strings when rendering. */
export const appAreaMessages = messagesOf('appArea', english);
