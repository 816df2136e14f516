import type { SessionUser } from '@/client/api/auth/get-session';
import type { Profile } from '@/client/api/profile/get-profile';

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  ...overrides,
});

export const aSession = (overrides: Partial<SessionUser> = {}) => ({
  session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
  user: aUser(overrides),
});

export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  profileName: null,
  professionalRole: 'developer',
  avatarUrl: null,
  links: {},
  feedbackEmails: true,
  workspaceName: 'ada',
  workspaceId: 'workspace-1',
  provider: 'credential',
  isAdmin: false,
  ...overrides,
});
