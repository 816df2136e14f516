import { PlansScreen } from '@/client/features/billing/plans-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { billingMessages } from '@/shared/i18n/messages/billing';
import { paths } from '@/shared/paths';

export default function PlansRoute() {
  return (
    <SettingsPage path={paths.settings.workspace.plans} description={billingMessages.plans.description}>
      <PlansScreen />
    </SettingsPage>
  );
}
