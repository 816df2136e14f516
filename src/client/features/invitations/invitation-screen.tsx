import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from '@/client/lib/navigation/navigation';
import { Button, buttonVariants } from '@/client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card';
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
import { usePageMeta } from '@/client/lib/use-page-meta';
import { commonMessages } from '@/shared/i18n/messages/common';
import { invitationMessages } from '@/shared/i18n/messages/invitations';
import { formatDate } from '@/client/lib/format';
import { paths } from '@/shared/paths';
import { maskEmail, type InvitationPreview } from '@/shared/workspace';

const copy = invitationMessages.page;

const dateOf = (iso: string) => formatDate(iso);

function Frame({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className="w-full max-w-md">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
        {footer && <CardFooter className="flex flex-wrap gap-2">{footer}</CardFooter>}
      </Card>
    </main>
  );
}

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
export function InvitationScreen({ linkId, email, signup }: InvitationScreenProps) {
  usePageMeta(copy.title);
  const { user } = useAuth();
  const preview = useInvitationPreview(linkId, user?.id);
  if (preview.isPending) return <PageSpinner label={copy.loading} />;
  if (preview.isError) {
    const missing = preview.error instanceof ApiRequestError && preview.error.status === 404;
    return (
      <Frame
        title={missing ? copy.invalidTitle : copy.loadFailed}
        description={missing ? invitationMessages.notFound : undefined}
        footer={
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
    return <Frame title={copy.expiredTitle} description={copy.expiredBody(dateOf(invitation.expiresAt))} />;
  }
  if (invitation.status === 'accepted') {
    return (
      <Frame
        title={copy.usedTitle}
        description={copy.usedBody}
        footer={user && <Button onClick={openApp}>{copy.openApp}</Button>}
      />
    );
  }
  if (declined) return <Frame title={copy.declined} description={copy.declinedBody} />;

  // The address in the link, when it is the invited one, fills in and locks the sign-up form.
  const invitedEmail =
    email && maskEmail(email.toLowerCase()) === invitation.maskedEmail ? email.toLowerCase() : undefined;

  if (!user) {
    return (
      <Frame title={heading} description={`${who} ${copy.roleAndExpiry(dateOf(invitation.expiresAt))}`}>
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
      </Frame>
    );
  }

  if (invitation.forSignedInUser === false) {
    return (
      <Frame
        title={heading}
        description={copy.otherAccount(invitation.maskedEmail, user.email)}
        footer={<Button onClick={() => void signOut()}>{copy.signOutAndContinue}</Button>}
      />
    );
  }

  return (
    <Frame
      title={heading}
      description={`${who} ${copy.roleAndExpiry(dateOf(invitation.expiresAt))}`}
      footer={
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
