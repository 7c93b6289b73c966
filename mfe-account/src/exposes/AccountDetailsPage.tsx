import { useEffect } from 'react';
import type { ScreenProps } from 'shared-contracts/remotes/contracts';
import { getAccount } from '../features/account/api/account-calls';
import { AccountLayout } from '../features/account/components/AccountLayout';
import { ChangePasswordForm } from '../features/account/components/ChangePasswordForm';
import { DeleteAccount } from '../features/account/components/DeleteAccount';
import { DeliveryAddresses } from '../features/account/components/DeliveryAddresses';
import { ProfileForm } from '../features/account/components/ProfileForm';
import { SavedCards } from '../features/account/components/SavedCards';
import { Loading } from '../features/account/components/Loading';
import { useLoaded } from '../features/account/use-loaded';
import { showNameInHeader } from '../features/account/name-in-header';
import '../features/auth/components/account-forms.css';

function Details() {
  const { data: account, setData, failed, reload } = useLoaded(getAccount);
  // The header shows the name the account has: as loaded (another device may have changed it) and
  // as each save of the form answers (onSaved).
  const name = account?.name;
  useEffect(() => {
    if (name !== undefined) showNameInHeader(name);
  }, [name]);
  if (!account) return <Loading failed={failed} onRetry={reload} />;
  return (
    <>
      <ProfileForm account={account} onSaved={setData} />
      <ChangePasswordForm email={account.email} userInputs={[account.name, account.email, account.phone]} hasPassword={account.has_password} />
      <DeliveryAddresses initial={account.delivery_addresses} />
      <SavedCards />
      <DeleteAccount hasPassword={account.has_password} email={account.email} />
    </>
  );
}

/** /account (account.details): profile, password, saved delivery addresses, saved cards, delete account. */
export default function AccountDetailsPage(_props: ScreenProps) {
  return (
    <AccountLayout>
      <Details />
    </AccountLayout>
  );
}
