import { dataStreamsMessages as english } from '../en/data-streams';
import { messagesOf } from '../accessor';

/** The data-streams area in the current language (English when a string is missing); read strings when rendering. */
export const dataStreamsMessages = messagesOf('dataStreams', english);
