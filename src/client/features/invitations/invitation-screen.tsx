import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@/client/lib/navigation/navigation';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useInvitationPreview,
} from '@/client/api/invitations/invitation-link';
import { ApiRequestError } from '@/client/lib/api-client';
import { apiErrorMessage } from '@/client/lib/api-error-message';
import { rememberRedirect } from '@/client/lib/auth/auth-storage';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { toast } from '@/client/lib/toast';
import { commonMessages } from '@/shared/i18n/messages/common';
import { invitationMessages } from '@/shared/i18n/messages/invitations';
import { formatDate } from '@/client/lib/format';
import { paths } from '@/shared/paths';
import { maskEmail, type InvitationPreview } from '@/shared/workspace';

const copy = invitationMessages.page;

const dateOf = (iso: string) => formatDate(iso);

type InvitationScreenProps = {
  linkId: string;
  /** The address the emailed link carries, to fill in the sign-up form. */
  email: string | null;
  /** The sign-up form for a new account, given the address to lock and what to do once joined. */
  signup: (options: { email?: string; onJoined: () => void }) => ReactNode;
};

/**
 * `/invite/:id`: every state of an invitation. Signed out, create an account (joins at once) or sign in and
 * come back; signed in as the invitee, accept or decline; as someone else, say so and offer to switch.
 */
export function InvitationScreen(props: InvitationScreenProps) {
  return (
    <ContentPage title={copy.title} ownHeading width="md">
      <Invitation {...props} />
    </ContentPage>
  );
}

function Invitation({ linkId, email, signup }: InvitationScreenProps) {
  const { user } = useAuth();
  const preview = useInvitationPreview(linkId, user?.id);
  if (preview.isPending) return <PageSpinner label={copy.loading} />;
  if (preview.isError) {
    const missing = preview.error instanceof ApiRequestError && preview.error.status === 404;
    return (
      <AuthCard
        title={missing ? copy.invalidTitle : copy.loadFailed}
        description={missing ? invitationMessages.notFound : undefined}
        actions={
          missing ? (
            <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
              {copy.goHome}
            </Link>
          ) : (
            <Button variant="outline" onClick={() => void preview.refetch()}>
              {commonMessages.errors.tryAgain}
            </Button>
          )
        }
      />
    );
  }
  return <InvitationState invitation={preview.data} linkId={linkId} email={email} signup={signup} />;
}

function InvitationState({
  invitation,
  linkId,
  email,
  signup,
}: { invitation: InvitationPreview } & Omit<InvitationScreenProps, 'linkId'> & { linkId: string }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declined, setDeclined] = useState(false);
  const heading = copy.heading(invitation.workspaceName);
  const who = copy.invitedYou(invitation.inviterName, invitation.maskedEmail);
  const openApp = () => void navigate(paths.app.home);

  if (invitation.status === 'expired') {
    return (
      <AuthCard title={copy.expiredTitle} description={copy.expiredBody(dateOf(invitation.expiresAt))} />
    );
  }
  if (invitation.status === 'accepted') {
    return (
      <AuthCard
        title={copy.usedTitle}
        description={copy.usedBody}
        actions={user && <Button onClick={openApp}>{copy.openApp}</Button>}
      />
    );
  }
  if (declined) return <AuthCard title={copy.declined} description={copy.declinedBody} />;

  // The address in the link, when it is the invited one, fills in and locks the sign-up form.
  const invitedEmail =
    email && maskEmail(email.toLowerCase()) === invitation.maskedEmail ? email.toLowerCase() : undefined;

  if (!user) {
    return (
      <AuthCard title={heading} description={`${who} ${copy.roleAndExpiry(dateOf(invitation.expiresAt))}`}>
        <p className="text-sm text-muted-foreground">{copy.createHint}</p>
        {signup({
          email: invitedEmail,
          onJoined: () => {
            toast.success(copy.accepted(invitation.workspaceName));
            openApp();
          },
        })}
        <div className="flex flex-col gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">{copy.signInHint}</p>
          <Button
            variant="outline"
            onClick={() => {
              rememberRedirect(
                `${paths.invite.href(linkId)}${email ? `?email=${encodeURIComponent(email)}` : ''}`,
              );
              void navigate(paths.auth.login);
            }}
          >
            {copy.signIn}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (invitation.forSignedInUser === false) {
    return (
      <AuthCard
        title={heading}
        description={copy.otherAccount(invitation.maskedEmail, user.email)}
        actions={<Button onClick={() => void signOut()}>{copy.signOutAndContinue}</Button>}
      />
    );
  }

  return (
    <AuthCard
      title={heading}
      description={`${who} ${copy.roleAndExpiry(dateOf(invitation.expiresAt))}`}
      actions={
        <>
          <Button
            disabled={accept.isPending || decline.isPending}
            onClick={() =>
              accept.mutate(linkId, {
                onSuccess: (workspace) => {
                  toast.success(copy.accepted(workspace.name));
                  openApp();
                },
                onError: (error) => toast.error(apiErrorMessage(error, copy.acceptFailed)),
              })
            }
          >
            {accept.isPending ? copy.accepting : copy.accept}
          </Button>
          <Button
            variant="outline"
            disabled={accept.isPending || decline.isPending}
            onClick={() =>
              decline.mutate(linkId, {
                onSuccess: () => setDeclined(true),
                onError: (error) => toast.error(apiErrorMessage(error, copy.acceptFailed)),
              })
            }
          >
            {decline.isPending ? copy.declining : copy.decline}
          </Button>
        </>
      }
    />
  );
}
