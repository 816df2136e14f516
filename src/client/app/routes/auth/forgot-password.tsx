import { useState } from 'react';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { AuthLink } from '@/client/features/auth/auth-link';
import { CheckEmail } from '@/client/features/auth/check-email';
import { ForgotPasswordForm } from '@/client/features/auth/forgot-password-form';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.forgotPassword;

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  return (
    <ContentPage
      title={sent ? copy.doneTitle : copy.title}
      description={copy.description}
      ownHeading
      width="sm"
    >
      {sent ? (
        <CheckEmail title={copy.doneTitle} body={copy.doneBody} backLabel={copy.returnToLogin} />
      ) : (
        <AuthCard
          title={copy.title}
          description={copy.description}
          footer={<AuthLink to={paths.auth.login}>{copy.backToLogin}</AuthLink>}
        >
          <ForgotPasswordForm onSent={() => setSent(true)} />
        </AuthCard>
      )}
    </ContentPage>
  );
}
