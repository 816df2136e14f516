/** Workspace settings and onboarding's workspace steps (SPEC §4, §5, §8). */
export const workspaceMessages = {
  nameEmpty: 'Workspace name cannot be empty',
  nameTooLong: 'Workspace name must be at most 100 characters',
  nameUpdated: 'Workspace name updated successfully',
  nameUpdateFailed: 'Failed to update workspace name',
  noProfile: 'Cannot update workspace name: No user profile',
  uploadImage: 'Please upload an image file',
  avatarFailed: 'Failed to upload avatar',
  avatarUpdated: 'Avatar updated successfully',
  emailCopied: 'Email copied to clipboard',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationFailed: 'Failed to send invitation',
  inviteEmailRequired: 'Enter at least one email address',
  unknownDataStream: 'Unknown data stream',
  forbidden: 'Only the workspace Owner or an Admin can do this.',
} as const;
