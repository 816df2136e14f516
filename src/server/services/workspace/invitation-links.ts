import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The id in an invitation's emailed link (`/invite/:id`): the invitation's id signed with the server's secret.
 * Inviters see invitation ids (to resend and revoke); only the mailbox gets the signed one, so holding the link
 * shows the address is the holder's, as sign-up with an invitation relies on (docs/decisions/012).
 */
export type InvitationLinks = {
  linkIdOf: (invitationId: string) => string;
  /** The invitation id a link id names, or undefined for anything not signed by us. */
  invitationIdOf: (linkId: string) => string | undefined;
};

const maxLinkIdLength = 200;

export function invitationLinks(secret: string): InvitationLinks {
  const signatureOf = (invitationId: string) =>
    createHmac('sha256', secret).update(`tessera:invitation-link:${invitationId}`).digest('base64url');
  return {
    linkIdOf: (invitationId) => `${invitationId}.${signatureOf(invitationId)}`,
    invitationIdOf: (linkId) => {
      if (linkId.length > maxLinkIdLength) return undefined;
      const dot = linkId.lastIndexOf('.');
      if (dot <= 0) return undefined;
      const invitationId = linkId.slice(0, dot);
      const given = Buffer.from(linkId.slice(dot + 1));
      const expected = Buffer.from(signatureOf(invitationId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? invitationId : undefined;
    },
  };
}
