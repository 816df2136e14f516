import { apiKeysMessages as english } from '../en/api-keys';
import { messagesOf } from '../accessor';

/** Workspace API keys in the current language (English when a string is missing); read strings when rendering. */
export const apiKeysMessages = messagesOf('apiKeys', english);
