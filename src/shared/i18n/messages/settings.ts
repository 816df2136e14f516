import { settingsMessages as english } from '../en/settings';
import { messagesOf } from '../accessor';

/** The settings area in the current language (English when a string is missing); read strings when rendering. */
export const settingsMessages = messagesOf('settings', english);
