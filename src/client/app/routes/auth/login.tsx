import { paths } from '@/shared/paths';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { AuthLink } from '@/client/features/auth/auth-link';
import { GoogleSignIn } from '@/client/features/auth/google-sign-in-button';
import { LoginForm } from '@/client/features/auth/login-form';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.login;

export default function LoginPage() {
  return (
    <ContentPage title={copy.title} description={copy.description} ownHeading width="sm">
      <AuthCard
        title={copy.title}
        description={copy.description}
        footer={
          <p>
            {copy.noAccount} <AuthLink to={paths.auth.signup}>{copy.signupLink}</AuthLink>
          </p>
        }
      >
        <div className="flex flex-col gap-6">
          <GoogleSignIn />
          <LoginForm />
        </div>
      </AuthCard>
    </ContentPage>
  );
}
