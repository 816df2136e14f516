import { PageHeader } from '@/client/components/page-header';
import { ProfileSettings } from '@/client/features/profile/profile-settings';
import { usePageMeta } from '@/client/lib/use-page-meta';
import { appMessages } from '@/shared/i18n/en/app';

export default function SettingsProfilePage() {
  usePageMeta(appMessages.profile.title, appMessages.profile.description);
  return (
    <main id="main">
      <PageHeader title={appMessages.profile.title}>{appMessages.profile.description}</PageHeader>
      <ProfileSettings />
    </main>
  );
}
