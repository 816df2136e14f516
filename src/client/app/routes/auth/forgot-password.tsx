import { useState } from 'react';
import { paths } from '@/shared/paths';
import { AuthCard } from '@/client/features/auth/auth-card';
import { AuthLink } from '@/client/features/auth/auth-link';
import { CheckEmail } from '@/client/features/auth/check-email';
import { ForgotPasswordForm } from '@/client/features/auth/forgot-password-form';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { authMessages } from '@/shared/i18n/messages/auth';

const copy = authMessages.forgotPassword;

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  usePageMeta(sent ? copy.doneTitle : copy.title, copy.description);

  if (sent) return <CheckEmail title={copy.doneTitle} body={copy.doneBody} backLabel={copy.returnToLogin} />;

  return (
    <AuthCard
      title={copy.title}
      description={copy.description}
      footer={<AuthLink to={paths.auth.login}>{copy.backToLogin}</AuthLink>}
    >
      <ForgotPasswordForm onSent={() => setSent(true)} />
    </AuthCard>
  );
}
