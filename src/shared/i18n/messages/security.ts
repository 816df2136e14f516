import { securityMessages as english } from '../en/security';
import { messagesOf } from '../accessor';

/** The security area in the current language (English when a string is missing); read strings when rendering. */
export const securityMessages = messagesOf('security', english);
