import { onboardingMessages as english } from '../en/onboarding';
import { messagesOf } from '../accessor';

/** The onboarding area in the current language (English when a string is missing); read strings when rendering. */
export const onboardingMessages = messagesOf('onboarding', english);
