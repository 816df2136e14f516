import { dsmMessages as english } from '../en/dsm';
import { messagesOf } from '../accessor';

/** The dsm area in the current language (English when a string is missing); read strings when rendering. */
export const dsmMessages = messagesOf('dsm', english);
