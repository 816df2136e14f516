import { workspaceMessages as english } from '../en/workspace';
import { messagesOf } from '../accessor';

/** The workspace area in the current language (English when a string is missing); read strings when rendering. */
export const workspaceMessages = messagesOf('workspace', english);
