import { invitationMessages as english } from '../en/invitations';
import { messagesOf } from '../accessor';

/** The invitations area in the current language (English when a string is missing); read strings when rendering. */
export const invitationMessages = messagesOf('invitations', english);
