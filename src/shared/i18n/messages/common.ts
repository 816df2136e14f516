import { commonMessages as english } from '../en/common';
import { messagesOf } from '../accessor';

/** The common area in the current language (English when a string is missing); read strings when rendering. */
export const commonMessages = messagesOf('common', english);
