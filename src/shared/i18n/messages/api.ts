import { apiMessages as english } from '../en/api';
import { messagesOf } from '../accessor';

/** The API's own refusals in the current language (the request's, on the server); English when one is missing. */
export const apiMessages = messagesOf('api', english);
