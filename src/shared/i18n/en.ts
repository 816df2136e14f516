import { adminMessages } from './en/admin';
import { apiMessages } from './en/api';
import { accountMessages } from './en/account';
import { appMessages } from './en/app';
import { appAreaMessages } from './en/app-area';
import { authMessages } from './en/auth';
import { avatarMessages } from './en/avatar';
import { billingMessages } from './en/billing';
import { commonMessages } from './en/common';
import { dataStreamsMessages } from './en/data-streams';
import { dsmMessages } from './en/dsm';
import { feedbackMessages } from './en/feedback';
import { invitationMessages } from './en/invitations';
import { legalMessages } from './en/legal';
import { mailMessages } from './en/mail';
import { marketingMessages } from './en/marketing';
import { memberMessages } from './en/members';
import { onboardingMessages } from './en/onboarding';
import { playgroundMessages } from './en/playground';
import { dataImportMessages } from './en/data-import';
import { insightsMessages } from './en/insights';
import { modelsMessages } from './en/models';
import { datasetsMessages } from './en/datasets';
import { preferencesMessages } from './en/preferences';
import { profileMessages } from './en/profile';
import { settingsMessages } from './en/settings';
import { workspaceMessages } from './en/workspace';
import { securityMessages } from './en/security';
import { integrationMessages } from './en/integrations';
import { changelogMessages } from './en/changelog';
import { apiKeysMessages } from './en/api-keys';
import { assistantMessages } from './en/assistant';
import { postgresSourceMessages } from './en/postgres-source';

/**
 * The English message catalogue: every string the UI shows. Screens import their area's accessor
 * (`./messages/<area>`), which reads the current language (docs/decisions/020-six-languages.md); this index is the
 * whole English catalogue, and its keys are the area names every other language's index (`./<lang>.ts`) uses.
 */
export const messages = {
  admin: adminMessages,
  api: apiMessages,
  account: accountMessages,
  app: appMessages,
  appArea: appAreaMessages,
  auth: authMessages,
  avatar: avatarMessages,
  billing: billingMessages,
  common: commonMessages,
  dataStreams: dataStreamsMessages,
  dsm: dsmMessages,
  feedback: feedbackMessages,
  invitations: invitationMessages,
  legal: legalMessages,
  mail: mailMessages,
  marketing: marketingMessages,
  members: memberMessages,
  onboarding: onboardingMessages,
  playground: playgroundMessages,
  dataImport: dataImportMessages,
  insights: insightsMessages,
  models: modelsMessages,
  datasets: datasetsMessages,
  preferences: preferencesMessages,
  profile: profileMessages,
  settings: settingsMessages,
  workspace: workspaceMessages,
  security: securityMessages,
  integrations: integrationMessages,
  changelog: changelogMessages,
  apiKeys: apiKeysMessages,
  assistant: assistantMessages,
  postgresSource: postgresSourceMessages,
} as const;

export type Area = keyof typeof messages;
