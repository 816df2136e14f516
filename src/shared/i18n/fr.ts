import { adminMessages } from './fr/admin';
import { apiMessages } from './fr/api';
import { accountMessages } from './fr/account';
import { appMessages } from './fr/app';
import { appAreaMessages } from './fr/app-area';
import { authMessages } from './fr/auth';
import { avatarMessages } from './fr/avatar';
import { billingMessages } from './fr/billing';
import { commonMessages } from './fr/common';
import { dataStreamsMessages } from './fr/data-streams';
import { dsmMessages } from './fr/dsm';
import { feedbackMessages } from './fr/feedback';
import { invitationMessages } from './fr/invitations';
import { legalMessages } from './fr/legal';
import { mailMessages } from './fr/mail';
import { marketingMessages } from './fr/marketing';
import { memberMessages } from './fr/members';
import { onboardingMessages } from './fr/onboarding';
import { playgroundMessages } from './fr/playground';
import { dataImportMessages } from './fr/data-import';
import { insightsMessages } from './fr/insights';
import { modelsMessages } from './fr/models';
import { datasetsMessages } from './fr/datasets';
import { preferencesMessages } from './fr/preferences';
import { profileMessages } from './fr/profile';
import { settingsMessages } from './fr/settings';
import { workspaceMessages } from './fr/workspace';
import { securityMessages } from './fr/security';
import { integrationMessages } from './fr/integrations';
import { changelogMessages } from './fr/changelog';
import { apiKeysMessages } from './fr/api-keys';
import { assistantMessages } from './fr/assistant';
import { postgresSourceMessages } from './fr/postgres-source';

/** The fr catalogue: one module per area, the same keys as `./en.ts`. Loaded only when fr is chosen. */
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
