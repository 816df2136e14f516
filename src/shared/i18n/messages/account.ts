import { accountMessages as english } from '../en/account';
import { messagesOf } from '../accessor';

/** The account area in the current language (English when a string is missing); read strings when rendering. */
export const accountMessages = messagesOf('account', english);
