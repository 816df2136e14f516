import { insightsMessages as english } from '../en/insights';
import { messagesOf } from '../accessor';

/** Insights in the current language (English when a string is missing); read strings when rendering. */
export const insightsMessages = messagesOf('insights', english);
