import { BillingScreen } from '@/client/features/billing/billing-screen';
import { SettingsPage } from '@/client/features/settings/settings-page';
import { billingMessages } from '@/shared/i18n/messages/billing';
import { paths } from '@/shared/paths';

export default function BillingRoute() {
  return (
    <SettingsPage path={paths.settings.workspace.billing} description={billingMessages.billing.description}>
      <BillingScreen />
    </SettingsPage>
  );
}
