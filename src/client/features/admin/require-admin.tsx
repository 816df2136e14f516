import type { ReactNode } from 'react';
import { Link } from '@/client/lib/navigation/navigation';
import { useAdminMe } from '@/client/api/admin/get-admin-me';
import { ContentPage } from '@/client/components/content-page';
import { LoadError } from '@/client/components/load-error';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { LoadingPage } from '@/client/components/content-page';
import { ApiRequestError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { adminErrorCodes } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { commonMessages } from '@/shared/i18n/messages/common';
import { paths } from '@/shared/paths';

const copy = adminMessages;

/**
 * docs/product.md#behaviour (admin check): a spinner while the server is asked, then the dashboard, the
 * denial, for an admin without two-factor the way to turn it on, and for a session opened without the code the
 * way to sign in again with it (docs/decisions/032). The server decides every request anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useAdminMe();
  if (me.isPending) return <LoadingPage />;
  if (me.isError) {
    const { error } = me;
    if (error instanceof ApiRequestError && error.code === adminErrorCodes.twoFactorRequired) {
      return <TwoFactorRequired />;
    }
    if (error instanceof ApiRequestError && error.code === adminErrorCodes.twoFactorSessionRequired) {
      return <TwoFactorSessionRequired />;
    }
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      return <AccessDenied />;
    }
    return (
      <GateMessage title={copy.nav.title}>
        <LoadError message={commonMessages.errors.unexpected} onRetry={() => void me.refetch()} />
      </GateMessage>
    );
  }
  return children;
}

/** A page in place of the admin area; `title` names the tab (the page draws its own heading, if any). */
function GateMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <ContentPage title={title} ownHeading width="xl" padded>
      <div className="flex min-h-[60vh] flex-col justify-center gap-4">{children}</div>
    </ContentPage>
  );
}

function AccessDenied() {
  return (
    <GateMessage title={copy.nav.title}>
      <p role="alert" className="text-lg font-medium">
        {copy.accessDenied}
      </p>
      <Link to={paths.app.home} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        {copy.nav.backToApp}
      </Link>
    </GateMessage>
  );
}

function TwoFactorRequired() {
  return (
    <GateMessage title={copy.twoFactorRequired.title}>
      <h1 className="text-2xl font-semibold">{copy.twoFactorRequired.title}</h1>
      <p className="text-muted-foreground">{copy.twoFactorRequired.body}</p>
      <Link to={paths.settings.accounts} className={buttonVariants({ className: 'self-start' })}>
        {copy.twoFactorRequired.action}
      </Link>
    </GateMessage>
  );
}

function TwoFactorSessionRequired() {
  const { signOut } = useAuth();
  return (
    <GateMessage title={copy.twoFactorSessionRequired.title}>
      <h1 className="text-2xl font-semibold">{copy.twoFactorSessionRequired.title}</h1>
      <p className="text-muted-foreground">{copy.twoFactorSessionRequired.body}</p>
      <Button className="self-start" onClick={() => void signOut()}>
        {copy.twoFactorSessionRequired.action}
      </Button>
    </GateMessage>
  );
}
