import { DeleteAccountCard } from './delete-account-card';
import { ExportDataCard } from './export-data-card';
import { PrimaryAccountCard } from './primary-account-card';
import { SessionsCard } from './sessions-card';
import { SignInMethodsCard } from './sign-in-methods-card';
import { TwoFactorCard } from './two-factor-card';

/**
 * Settings → Accounts: a plain list of cards, each loading and failing on its own; account deletion comes last
 * (the danger zone).
 */
export function AccountsSettings() {
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PrimaryAccountCard />
      <SignInMethodsCard />
      <TwoFactorCard />
      <SessionsCard />
      <ExportDataCard />
      <DeleteAccountCard />
    </div>
  );
}
