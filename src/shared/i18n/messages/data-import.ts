import { dataImportMessages as english } from '../en/data-import';
import { messagesOf } from '../accessor';

/** The import screen in the current language (English when a string is missing); read strings when rendering. */
export const dataImportMessages = messagesOf('dataImport', english);
