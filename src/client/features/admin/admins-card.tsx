import { Link } from '@/client/lib/navigation/navigation';
import { SettingsSection } from '@/client/components/settings-section';
import { Badge } from '@/client/components/ui/badge';
import type { AdminSummary } from '@/shared/admin';
import { adminMessages } from '@/shared/i18n/messages/admin';
import { paths } from '@/shared/paths';

const copy = adminMessages;

/** Every global admin and whether their two-factor is on (it must be, to use this dashboard). */
export function AdminsCard({ admins }: { admins: AdminSummary[] }) {
  return (
    <SettingsSection title={copy.overview.admins} description={copy.overview.adminsDescription}>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 font-medium">
              {copy.users.columns.email}
            </th>
            <th scope="col" className="py-2 font-medium">
              {copy.users.columns.twoFactor}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {admins.map((admin) => (
            <tr key={admin.id}>
              <td className="py-2">
                <Link to={paths.admin.user.href(admin.id)} className="underline-offset-4 hover:underline">
                  {admin.email}
                </Link>
                {admin.managedByConfig && (
                  <Badge variant="outline" className="ml-2">
                    {copy.users.managed}
                  </Badge>
                )}
              </td>
              <td className="py-2">
                <TwoFactorBadge on={admin.twoFactorEnabled} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SettingsSection>
  );
}

export const TwoFactorBadge = ({ on }: { on: boolean }) => (
  <Badge variant={on ? 'secondary' : 'destructive'}>{on ? copy.users.yes : copy.users.no}</Badge>
);
