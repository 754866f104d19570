import { useLocation } from 'react-router';
import { closeAccountDialog } from '@/account-shared/account-dialog-state';
import { DepositDetailsGate } from './deposit-details-gate';
import { DepositForm } from './deposit-form';

/** The deposit dialog's form: the details the site asks for first, then the standard form, back to this page. */
export function DepositDialogForm() {
  const location = useLocation();
  return (
    <DepositDetailsGate>
      <DepositForm returnPath={location.pathname} onDone={closeAccountDialog} />
    </DepositDetailsGate>
  );
}
