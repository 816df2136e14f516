import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useProfile } from '@/client/api/profile/get-profile';
import { useAuth } from '@/client/lib/auth/auth-provider';
import { appMessages } from '@/shared/i18n/messages/app';
import { appAreaMessages } from '@/shared/i18n/messages/app-area';
import { GettingStarted } from './getting-started';

/**
 * The app's home (docs/product.md#screens, App): the assistant panel greeting the user by name as their
 * co-creator, in the active workspace, with the follow-up input (the assistant and the command bar's results); under it the
 * workspace's pinned insights (`pinned`, features/insights), then the getting-started checklist.
 */
export function HomeScreen({ followUp, pinned }: { followUp: ReactNode; pinned?: ReactNode }) {
  const copy = appAreaMessages.home;
  const { user } = useAuth();
  const profile = useProfile();
  const name = profile.data?.fullName || user?.name || user?.email || '';

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-label={copy.assistantLabel}
        className="flex flex-col gap-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      >
        <div className="flex items-start gap-4">
          <span
            aria-hidden
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand"
          >
            <Sparkles className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {appMessages.home.greeting(name)}
            </h1>
            <p className="text-muted-foreground">{appMessages.home.intro}</p>
            {profile.data && (
              <p className="text-muted-foreground">{copy.workspaceLine(profile.data.workspaceName)}</p>
            )}
            <p>{copy.prompt}</p>
          </div>
        </div>
        {followUp}
      </section>
      {pinned}
      <GettingStarted />
    </div>
  );
}
