import { useId } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SettingRow } from '@/client/components/setting-row';
import { SettingsSection } from '@/client/components/settings-section';
import { Badge } from '@/client/components/ui/badge';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Switch } from '@/client/components/ui/switch';
import { toast } from '@/client/lib/toast';
import { useProfile } from '@/client/api/profile/get-profile';
import { useAccountPermissions } from '@/client/api/account/accounts-get-permissions';
import { useUpdateAccountPermission } from '@/client/api/account/accounts-update-permission';
import { accountPermissionKeys, type AccountPermissionKey } from '@/shared/account';
import { accountMessages } from '@/shared/i18n/messages/account';
import { EmailConfirmationNotice } from './email-confirmation-notice';

/**
 * The primary account: its address (unconfirmed ones with a way to resend the link) and the five permission
 * toggles, each saved as it is flipped.
 */
export function PrimaryAccountCard() {
  const copy = accountMessages.primary;
  const permissions = useAccountPermissions();
  const profile = useProfile();
  return (
    <SettingsSection
      title={copy.title}
      description={copy.description}
      action={<Badge variant="secondary">{copy.badge}</Badge>}
    >
      {profile.data && <p className="mb-2 break-all text-sm font-medium">{profile.data.email}</p>}
      <div className="mb-2 empty:hidden">
        <EmailConfirmationNotice />
      </div>
      {permissions.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : permissions.isError ? (
        <LoadError message={copy.loadFailed} onRetry={() => void permissions.refetch()} />
      ) : (
        <ul>
          {accountPermissionKeys.map((key) => (
            <PermissionRow key={key} permission={key} checked={permissions.data[key]} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}

function PermissionRow({ permission, checked }: { permission: AccountPermissionKey; checked: boolean }) {
  const id = useId();
  const update = useUpdateAccountPermission();
  const { label, hint } = accountMessages.primary.permissions[permission];
  const flip = (value: boolean) =>
    update.mutate(
      { key: permission, value },
      { onError: () => toast.error(accountMessages.primary.saveFailed(label)) },
    );
  return (
    <SettingRow as="li" id={id} label={label} hint={hint}>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        disabled={update.isPending}
        onCheckedChange={flip}
      />
    </SettingRow>
  );
}
