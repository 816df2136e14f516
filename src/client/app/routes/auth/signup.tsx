import { useState } from 'react';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { AuthLink } from '@/client/features/auth/auth-link';
import { CheckEmail } from '@/client/features/auth/check-email';
import { GoogleSignIn } from '@/client/features/auth/google-sign-in-button';
import { SignupForm } from '@/client/features/auth/signup-form';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.signup;

export default function SignupPage() {
  const [confirmationSentTo, setConfirmationSentTo] = useState<string>();
  return (
    <ContentPage
      title={confirmationSentTo ? copy.checkEmailTitle : copy.title}
      description={copy.description}
      ownHeading
      width="sm"
    >
      {confirmationSentTo ? (
        <CheckEmail
          title={copy.checkEmailTitle}
          body={copy.checkEmailBody(confirmationSentTo)}
          hint={copy.checkEmailHint}
          backLabel={copy.backToLogin}
        />
      ) : (
        <AuthCard
          title={copy.title}
          description={copy.description}
          footer={
            <p>
              {copy.haveAccount} <AuthLink to={paths.auth.login}>{copy.loginLink}</AuthLink>
            </p>
          }
        >
          <div className="flex flex-col gap-6">
            <GoogleSignIn />
            <SignupForm onConfirmationSent={setConfirmationSentTo} />
          </div>
        </AuthCard>
      )}
    </ContentPage>
  );
}
