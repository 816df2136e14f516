import { Layers } from 'lucide-react';
import { LoadError } from '@/client/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { useProfile } from '@/client/api/profile/get-profile';
import { workspaceDisplayName } from '@/shared/workspace';
import { appMessages } from '@/shared/i18n/en/app';
import { authMessages } from '@/shared/i18n/en/auth';

const copy = appMessages.home;

/** The app's home: a greeting by name and the workspace the user is in. */
export function HomeOverview() {
  const { user } = useAuth();
  const profile = useProfile();
  const name = profile.data?.fullName || user?.name || user?.email || '';

  return (
    <main id="main" className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{copy.greeting(name)}</h1>
        <p className="text-muted-foreground">{copy.intro}</p>
      </header>
      <section aria-labelledby="workspace-heading" className="max-w-md">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 id="workspace-heading">{copy.workspaceHeading}</h2>
            </CardTitle>
            <CardDescription>{copy.workspaceLabel}</CardDescription>
          </CardHeader>
          <CardContent>
            {profile.isPending ? (
              <Spinner className="text-muted-foreground" />
            ) : profile.isError ? (
              <LoadError message={authMessages.profile.loadFailed} onRetry={() => void profile.refetch()} />
            ) : (
              <p className="flex items-center gap-3 text-lg font-medium">
                <Layers aria-hidden className="size-5 text-brand" />
                {workspaceDisplayName(profile.data.workspaceName, profile.data.email)}
              </p>
            )}
          </CardContent>
        </Card>
      </section>
    </main>
  );
}
