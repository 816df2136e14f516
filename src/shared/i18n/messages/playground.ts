import { playgroundMessages as english } from '../en/playground';
import { messagesOf } from '../accessor';

/** The playground in the current language (English when a string is missing); read strings when rendering. */
export const playgroundMessages = messagesOf('playground', english);
