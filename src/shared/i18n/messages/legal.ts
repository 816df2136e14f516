import { legalMessages as english } from '../en/legal';
import { messagesOf } from '../accessor';

/** The legal area in the current language (English when a string is missing); read strings when rendering. */
export const legalMessages = messagesOf('legal', english);
