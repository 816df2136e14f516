import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useProfile } from '@/client/api/profile/get-profile';
import { authMessages } from '@/shared/i18n/messages/auth';
import { profileMessages } from '@/shared/i18n/messages/profile';
import { FeedbackEmailsToggle } from './feedback-emails-toggle';
import { ProfileAboutForm } from './profile-about-form';
import { ProfileAvatarForm } from './profile-avatar-form';
import { ProfileLinksForm } from './profile-links-form';
import { ProfileNameForm } from './profile-name-form';

/**
 * Settings → Profile: the picture, the Profile Name editor, full name and role, the links and the feedback-email
 * preference, each saved on its own; the account's email read only.
 */
export function ProfileSettings() {
  const profile = useProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError)
    return <LoadError message={authMessages.profile.loadFailed} onRetry={() => void profile.refetch()} />;

  const copy = profileMessages;
  const { data } = profile;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SettingsSection title={copy.avatar.title} description={copy.avatar.description}>
        <ProfileAvatarForm profile={data} />
      </SettingsSection>
      <SettingsSection title={copy.name.title}>
        <ProfileNameForm savedName={data.profileName ?? ''} />
      </SettingsSection>
      <SettingsSection title={copy.about.title} description={copy.about.description}>
        <ProfileAboutForm profile={data} />
      </SettingsSection>
      <SettingsSection title={copy.links.title} description={copy.links.description}>
        <ProfileLinksForm links={data.links} />
      </SettingsSection>
      <SettingsSection title={copy.emails.title}>
        <FeedbackEmailsToggle saved={data.feedbackEmails} />
      </SettingsSection>
      <SettingsSection title={copy.account.title}>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{copy.account.email}</dt>
          <dd className="break-all font-medium">{data.email}</dd>
        </dl>
      </SettingsSection>
    </div>
  );
}
