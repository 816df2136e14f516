/** The invitation page: built in the invitations work. */
export function InvitationScreen() {
  return null;
}
