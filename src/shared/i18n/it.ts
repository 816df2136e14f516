import { adminMessages } from './it/admin';
import { apiMessages } from './it/api';
import { accountMessages } from './it/account';
import { appMessages } from './it/app';
import { appAreaMessages } from './it/app-area';
import { authMessages } from './it/auth';
import { avatarMessages } from './it/avatar';
import { billingMessages } from './it/billing';
import { commonMessages } from './it/common';
import { dataStreamsMessages } from './it/data-streams';
import { dsmMessages } from './it/dsm';
import { feedbackMessages } from './it/feedback';
import { invitationMessages } from './it/invitations';
import { legalMessages } from './it/legal';
import { mailMessages } from './it/mail';
import { marketingMessages } from './it/marketing';
import { memberMessages } from './it/members';
import { onboardingMessages } from './it/onboarding';
import { playgroundMessages } from './it/playground';
import { dataImportMessages } from './it/data-import';
import { insightsMessages } from './it/insights';
import { modelsMessages } from './it/models';
import { datasetsMessages } from './it/datasets';
import { preferencesMessages } from './it/preferences';
import { profileMessages } from './it/profile';
import { settingsMessages } from './it/settings';
import { workspaceMessages } from './it/workspace';
import { securityMessages } from './it/security';
import { integrationMessages } from './it/integrations';
import { changelogMessages } from './it/changelog';
import { apiKeysMessages } from './it/api-keys';
import { assistantMessages } from './it/assistant';
import { postgresSourceMessages } from './it/postgres-source';

/** The it catalogue: one module per area, the same keys as `./en.ts`. Loaded only when it is chosen. */
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
