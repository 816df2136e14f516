import type { WorkspaceInvitationInput } from '../mail/templates/workspace-invitation';

/** The emails the auth flows send; each goes into the outbox inside the request that causes it. */
export type AuthMail = {
  emailConfirmation: (to: { email: string; name: string }, url: string) => Promise<void>;
  passwordReset: (to: { email: string; name: string }, url: string) => Promise<void>;
  googleAccountNotice: (to: { email: string; name: string }) => Promise<void>;
  passwordChanged: (to: { email: string; name: string }) => Promise<void>;
  signUpAttempt: (to: { email: string; name: string }) => Promise<void>;
  workspaceInvitation: (to: { email: string }, invitation: WorkspaceInvitationInput) => Promise<void>;
};
