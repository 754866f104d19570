import { AccountMenu } from '@/features/account/account-menu';
import { BalanceSwitcher } from '@/features/wallet/balance-switcher';

/** The header's account area: the account menu with the wallet's balance switcher in it. */
export function AccountArea() {
  return <AccountMenu balance={<BalanceSwitcher />} />;
}
