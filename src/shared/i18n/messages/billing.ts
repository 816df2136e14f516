import { billingMessages as english } from '../en/billing';
import { messagesOf } from '../accessor';

/** The billing area in the current language (English when a string is missing); read strings when rendering. */
export const billingMessages = messagesOf('billing', english);
