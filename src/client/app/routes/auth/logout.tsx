import { useEffect, useRef } from 'react';
import { useNavigate } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { ContentPage } from '@/client/components/content-page';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/shared/paths';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.logout;

export default function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once only: development's StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    void signOut()
      .catch(() => toast.error(authMessages.errors.signOutFailed))
      .finally(() => navigate(paths.auth.login, { replace: true }));
  }, [signOut, navigate]);

  return (
    <ContentPage title={copy.title} ownHeading>
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <Spinner className="text-muted-foreground" label={copy.signingOut} />
        <h1 className="text-lg font-medium">{copy.title}</h1>
      </div>
    </ContentPage>
  );
}
