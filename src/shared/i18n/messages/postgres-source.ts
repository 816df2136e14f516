import { postgresSourceMessages as english } from '../en/postgres-source';
import { messagesOf } from '../accessor';

/** A PostgreSQL source's messages in the current language (English when a string is missing). */
export const postgresSourceMessages = messagesOf('postgresSource', english);
