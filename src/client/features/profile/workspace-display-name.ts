import { appMessages } from '@/shared/i18n/en/app';
import type { Profile } from './api/get-profile';

/** SPEC §3: the workspace's name, else the part of the email before the @, else 'My Workspace'. */
export const workspaceDisplayName = (profile: Pick<Profile, 'workspaceName' | 'email'>) =>
  profile.workspaceName?.trim() || profile.email.split('@')[0] || appMessages.home.defaultWorkspaceName;
