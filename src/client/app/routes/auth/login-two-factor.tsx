import { useState } from 'react';
import { AuthCard } from '@/client/components/auth-card';
import { ContentPage } from '@/client/components/content-page';
import { AuthLink } from '@/client/features/auth/auth-link';
import { TwoFactorForm } from '@/client/features/auth/two-factor-form';
import type { TwoFactorMethod } from '@/client/api/auth/verify-two-factor';
import { authMessages } from '@/shared/i18n/messages/auth';
import { paths } from '@/shared/paths';

const copy = authMessages.twoFactor;

export default function LoginTwoFactorPage() {
  const [method, setMethod] = useState<TwoFactorMethod>('totp');
  return (
    <ContentPage title={copy.title} description={copy.description} ownHeading width="sm">
      <AuthCard
        title={copy.title}
        description={method === 'totp' ? copy.description : copy.backupDescription}
        footer={<AuthLink to={paths.auth.login}>{copy.backToLogin}</AuthLink>}
      >
        <TwoFactorForm onMethodChange={setMethod} />
      </AuthCard>
    </ContentPage>
  );
}
