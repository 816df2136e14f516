import { modelsMessages as english } from '../en/models';
import { messagesOf } from '../accessor';

/** Models in the current language (English when a string is missing); read strings when rendering. */
export const modelsMessages = messagesOf('models', english);
