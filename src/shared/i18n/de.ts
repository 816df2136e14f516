import { adminMessages } from './de/admin';
import { apiMessages } from './de/api';
import { accountMessages } from './de/account';
import { appMessages } from './de/app';
import { appAreaMessages } from './de/app-area';
import { authMessages } from './de/auth';
import { avatarMessages } from './de/avatar';
import { billingMessages } from './de/billing';
import { commonMessages } from './de/common';
import { dataStreamsMessages } from './de/data-streams';
import { dsmMessages } from './de/dsm';
import { feedbackMessages } from './de/feedback';
import { invitationMessages } from './de/invitations';
import { legalMessages } from './de/legal';
import { mailMessages } from './de/mail';
import { marketingMessages } from './de/marketing';
import { memberMessages } from './de/members';
import { onboardingMessages } from './de/onboarding';
import { playgroundMessages } from './de/playground';
import { dataImportMessages } from './de/data-import';
import { insightsMessages } from './de/insights';
import { modelsMessages } from './de/models';
import { datasetsMessages } from './de/datasets';
import { preferencesMessages } from './de/preferences';
import { profileMessages } from './de/profile';
import { settingsMessages } from './de/settings';
import { workspaceMessages } from './de/workspace';
import { securityMessages } from './de/security';
import { integrationMessages } from './de/integrations';
import { changelogMessages } from './de/changelog';
import { apiKeysMessages } from './de/api-keys';
import { assistantMessages } from './de/assistant';
import { postgresSourceMessages } from './de/postgres-source';

/** The de catalogue: one module per area, the same keys as `./en.ts`. Loaded only when de is chosen. */
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
};
