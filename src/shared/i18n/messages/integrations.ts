import { integrationMessages as english } from '../en/integrations';
import { messagesOf } from '../accessor';

/** The integrations area in the current language (English when a string is missing); read strings when rendering. */
export const integrationMessages = messagesOf('integrations', english);
