import { marketingMessages as english } from '../en/marketing';
import { messagesOf } from '../accessor';

/** The marketing area in the current language (English when a string is missing); read strings when rendering. */
export const marketingMessages = messagesOf('marketing', english);
