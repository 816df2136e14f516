import { ExternalLink } from 'lucide-react';
import { Link } from '@/client/lib/navigation/navigation';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { buttonVariants } from '@/client/components/ui/button';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useBilling } from '@/client/api/workspace/get-billing';
import { billingMessages } from '@/shared/i18n/messages/billing';
import { paths } from '@/shared/paths';

const copy = billingMessages.billing;

/**
 * Settings → Billing: how billing works, the (empty) subscription, and the customer portal for Owners when the
 * server has one.
 */
export function BillingScreen() {
  const billing = useBilling();
  if (billing.isPending) return <PageSpinner />;
  if (billing.isError) return <LoadError message={copy.loadFailed} onRetry={() => void billing.refetch()} />;
  const { portalConfigured, portalUrl } = billing.data;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <SettingsSection title={copy.explanationTitle}>
        <p className="text-sm leading-6">{copy.explanation}</p>
      </SettingsSection>
      <SettingsSection title={copy.subscriptionTitle}>
        <div className="flex flex-col items-start gap-3 rounded-md border border-dashed p-6 text-sm">
          <p className="font-medium">{copy.empty}</p>
          <p className="text-muted-foreground">{copy.onFreePlan}</p>
          <Link
            to={paths.settings.workspace.plans}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {copy.seePlans}
          </Link>
        </div>
      </SettingsSection>
      {/* Without BILLING_PORTAL_URL there is no online billing to offer, so no portal section at all. */}
      {portalConfigured && (
        <SettingsSection title={copy.portalTitle} description={copy.portalBody}>
          {portalUrl ? (
            <a
              href={portalUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'default', size: 'sm' })}
            >
              {copy.openPortal}
              <ExternalLink aria-hidden />
              <span className="sr-only"> {copy.opensInNewTab}</span>
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">{copy.ownersOnly}</p>
          )}
        </SettingsSection>
      )}
    </div>
  );
}
