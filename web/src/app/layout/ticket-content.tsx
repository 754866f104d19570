import { openAccountDialog } from '@/features/account/account-dialog-state';
import { LazyBetSlip } from '@/features/betslip/betslip-lazy';
import { TicketPanel } from '@/features/ticket-panel/ticket-panel';

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

/** The ticket panel with the bet slip in its BET_SLIP tab (features meet here, in `app`). */
export function TicketContent() {
  return <TicketPanel slip={<LazyBetSlip onSignIn={signIn} />} />;
}
