import { appMessages } from './en/app';
import { authMessages } from './en/auth';
import { commonMessages } from './en/common';
import { dsmMessages } from './en/dsm';
import { feedbackMessages } from './en/feedback';
import { legalMessages } from './en/legal';
import { mailMessages } from './en/mail';
import { marketingMessages } from './en/marketing';
import { workspaceMessages } from './en/workspace';
import { onboardingMessages } from './en/onboarding';

/**
 * The English message catalogue: every string the UI shows. Screens import their own area module
 * (`./en/<area>`) so each route's chunk carries only its own copy; this index is the whole catalogue.
 */
export const messages = {
  app: appMessages,
  auth: authMessages,
  common: commonMessages,
  dsm: dsmMessages,
  feedback: feedbackMessages,
  legal: legalMessages,
  mail: mailMessages,
  marketing: marketingMessages,
  workspace: workspaceMessages,
  onboarding: onboardingMessages,
} as const;
