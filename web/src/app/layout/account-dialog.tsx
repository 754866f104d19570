import { AccountDialog as Dialog } from '@/features/account/dialogs/account-dialog';
import { DepositDialogForm } from '@/features/wallet/deposit-dialog-form';
import type { AccountDialogRequest } from '@/lib/account-modal';

/** The open account dialog, its deposit form the wallet's (loaded by `account-layer.tsx` when a dialog opens). */
export function AccountDialog({ request }: { request: AccountDialogRequest }) {
  return <Dialog request={request} depositForm={<DepositDialogForm />} />;
}
