import { useEffect, useRef } from 'react';
import { useNavigate, useQueryParams } from '@/client/lib/navigation/navigation';
import { toast } from '@/client/lib/toast';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { ResetPasswordForm } from '@/client/features/auth/reset-password-form';
import { useHydrated } from '@/client/lib/use-hydrated';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.resetPassword;

export default function ResetPasswordPage() {
  const params = useQueryParams();
  const token = params.get('token');
  // The page is pre-rendered without the link's query (docs/decisions/021): until hydrated it shows the
  // ordinary link's form, which cannot be sent before then.
  const hydrated = useHydrated();
  // A confirmation link opened away from the sign-up browser: the holder chooses the password now.
  const claimed = hydrated && params.get('claimed') === '1';
  const navigate = useNavigate();
  const redirected = useRef(false);

  useEffect(() => {
    // Once only: development's StrictMode runs effects twice, and the toast must not show twice.
    if (token || redirected.current) return;
    redirected.current = true;
    toast.error(authMessages.errors.missingResetToken);
    void navigate(paths.auth.login, { replace: true });
  }, [token, navigate]);

  return (
    <ContentPage title={copy.title} description={copy.description} ownHeading width="sm">
      {hydrated && !token ? (
        <PageSpinner />
      ) : (
        <AuthCard
          title={claimed ? copy.claimedTitle : copy.title}
          description={claimed ? copy.claimedDescription : copy.description}
        >
          <ResetPasswordForm token={token ?? ''} />
        </AuthCard>
      )}
    </ContentPage>
  );
}
