import { paths } from '../../../shared/paths';
import type { AppDeps } from '../../app-env';
import { invitationLinks } from './invitation-links';
import type { InvitationToMail } from './invitations';

/** The invitation links of this server: signed with its auth secret. */
export const invitationLinksOf = (deps: Pick<AppDeps, 'auth'>) => invitationLinks(deps.auth.options.secret);

/** Emails invitations from this inviter and workspace, each with its accept link (through the outbox). */
export function invitationMailer(
  deps: Pick<AppDeps, 'auth' | 'authMail' | 'env'>,
  from: { inviterName: string; workspaceName: string },
) {
  const links = invitationLinksOf(deps);
  return async (invitations: InvitationToMail[]) => {
    for (const { id, email, role } of invitations) {
      // The address rides along so the page can fill in the sign-up form; the server still checks it.
      const query = new URLSearchParams({ email });
      const url = `${deps.env.APP_URL}${paths.invite.href(links.linkIdOf(id))}?${query}`;
      await deps.authMail.workspaceInvitation({ email }, { ...from, role, url });
    }
  };
}
