import { LoadError } from '@/client/components/load-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { appMessages } from '@/shared/i18n/en/app';
import { authMessages } from '@/shared/i18n/en/auth';
import { professionalRoleLabel } from '@/shared/professional-roles';
import { useProfile } from '@/client/api/profile/get-profile';
import { ProfileNameForm } from './profile-name-form';

const copy = appMessages.profile;

/** Settings → Profile: the editable profile name, then the account's email and role, read only. */
export function ProfileSettings() {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return <LoadError message={authMessages.profile.loadFailed} onRetry={() => void profile.refetch()} />;

  const { profileName, email, professionalRole } = profile.data;
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{copy.nameHeading}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileNameForm initialName={profileName ?? ''} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{copy.accountHeading}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-muted-foreground">{copy.email}</dt>
            <dd className="break-all font-medium">{email}</dd>
            <dt className="text-muted-foreground">{copy.role}</dt>
            <dd className="font-medium">
              {professionalRole ? professionalRoleLabel(professionalRole) : copy.noRole}
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
