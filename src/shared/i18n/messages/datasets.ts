import { datasetsMessages as english } from '../en/datasets';
import { messagesOf } from '../accessor';

/** Datasets as pages in the current language (English when a string is missing); read strings when rendering. */
export const datasetsMessages = messagesOf('datasets', english);
