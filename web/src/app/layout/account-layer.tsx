import { lazy } from 'react';
import { AccountOverlays } from '@/features/account/account-overlays';
import { DepositReminder } from '@/features/wallet/deposit-reminder';
import { PaymentAlert } from '@/features/wallet/payment-alert';

const AccountDialog = lazy(() =>
  import('./account-dialog').then((module) => ({ default: module.AccountDialog })),
);

/**
 * What the account draws over the page, with the wallet's parts in it: the payment alert, the
 * deposit reminder and the deposit dialog's form (features do not import each other).
 */
export function AccountLayer() {
  return (
    <AccountOverlays
      wallet={{
        paymentAlert: <PaymentAlert />,
        depositReminder: (settings) => <DepositReminder {...settings} />,
      }}
      Dialog={AccountDialog}
    />
  );
}
