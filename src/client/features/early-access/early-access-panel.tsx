import { Check } from 'lucide-react';
import { LoadError } from '@/client/components/load-error';
import { SettingsSection } from '@/client/components/settings-section';
import { Button } from '@/client/components/ui/button';
import { PageSpinner } from '@/client/components/ui/page-spinner';
import { useEarlyAccess, useSetEarlyAccess } from '@/client/api/preferences/early-access';
import { formatDate } from '@/client/lib/format';
import { toast } from '@/client/lib/toast';
import { preferencesMessages } from '@/shared/i18n/messages/preferences';

/** What the early-access programme is, and the signed-in user's place in it: join or leave. */
export function EarlyAccessPanel() {
  const copy = preferencesMessages.earlyAccess;
  const state = useEarlyAccess();
  const change = useSetEarlyAccess();

  if (state.isPending) return <PageSpinner />;
  if (state.isError) return <LoadError message={copy.loadFailed} onRetry={() => void state.refetch()} />;

  const { joined, joinedAt } = state.data;
  const toggle = () =>
    change
      .mutateAsync(!joined)
      .then(() => toast.success(joined ? copy.left : copy.joined))
      .catch(() => toast.error(copy.failed));

  return (
    <SettingsSection title={copy.title} description={copy.about}>
      <ul className="mb-6 flex flex-col gap-2">
        {copy.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-muted-foreground">
          {joined && joinedAt ? copy.joinedSince(formatDate(joinedAt)) : copy.notJoined}
        </p>
        <Button
          variant={joined ? 'outline' : 'default'}
          disabled={change.isPending}
          onClick={() => void toggle()}
        >
          {change.isPending ? (joined ? copy.leaving : copy.joining) : joined ? copy.leave : copy.join}
        </Button>
      </div>
    </SettingsSection>
  );
}
