import { memberMessages as english } from '../en/members';
import { messagesOf } from '../accessor';

/** The members area in the current language (English when a string is missing); read strings when rendering. */
export const memberMessages = messagesOf('members', english);
