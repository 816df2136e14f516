import { adminMessages } from './pt/admin';
import { apiMessages } from './pt/api';
import { accountMessages } from './pt/account';
import { appMessages } from './pt/app';
import { appAreaMessages } from './pt/app-area';
import { authMessages } from './pt/auth';
import { avatarMessages } from './pt/avatar';
import { billingMessages } from './pt/billing';
import { commonMessages } from './pt/common';
import { dataStreamsMessages } from './pt/data-streams';
import { dsmMessages } from './pt/dsm';
import { feedbackMessages } from './pt/feedback';
import { invitationMessages } from './pt/invitations';
import { legalMessages } from './pt/legal';
import { mailMessages } from './pt/mail';
import { marketingMessages } from './pt/marketing';
import { memberMessages } from './pt/members';
import { onboardingMessages } from './pt/onboarding';
import { playgroundMessages } from './pt/playground';
import { dataImportMessages } from './pt/data-import';
import { insightsMessages } from './pt/insights';
import { modelsMessages } from './pt/models';
import { datasetsMessages } from './pt/datasets';
import { preferencesMessages } from './pt/preferences';
import { profileMessages } from './pt/profile';
import { settingsMessages } from './pt/settings';
import { workspaceMessages } from './pt/workspace';
import { securityMessages } from './pt/security';
import { integrationMessages } from './pt/integrations';
import { changelogMessages } from './pt/changelog';
import { apiKeysMessages } from './pt/api-keys';
import { assistantMessages } from './pt/assistant';
import { postgresSourceMessages } from './pt/postgres-source';

/** The pt catalogue: one module per area, the same keys as `./en.ts`. Loaded only when pt is chosen. */
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
