import { adminMessages } from './es/admin';
import { apiMessages } from './es/api';
import { accountMessages } from './es/account';
import { appMessages } from './es/app';
import { appAreaMessages } from './es/app-area';
import { authMessages } from './es/auth';
import { avatarMessages } from './es/avatar';
import { billingMessages } from './es/billing';
import { commonMessages } from './es/common';
import { dataStreamsMessages } from './es/data-streams';
import { dsmMessages } from './es/dsm';
import { feedbackMessages } from './es/feedback';
import { invitationMessages } from './es/invitations';
import { legalMessages } from './es/legal';
import { mailMessages } from './es/mail';
import { marketingMessages } from './es/marketing';
import { memberMessages } from './es/members';
import { onboardingMessages } from './es/onboarding';
import { playgroundMessages } from './es/playground';
import { dataImportMessages } from './es/data-import';
import { insightsMessages } from './es/insights';
import { modelsMessages } from './es/models';
import { datasetsMessages } from './es/datasets';
import { preferencesMessages } from './es/preferences';
import { profileMessages } from './es/profile';
import { settingsMessages } from './es/settings';
import { workspaceMessages } from './es/workspace';
import { securityMessages } from './es/security';
import { integrationMessages } from './es/integrations';
import { changelogMessages } from './es/changelog';
import { apiKeysMessages } from './es/api-keys';
import { assistantMessages } from './es/assistant';
import { postgresSourceMessages } from './es/postgres-source';

/** The es catalogue: one module per area, the same keys as `./en.ts`. Loaded only when es is chosen. */
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
