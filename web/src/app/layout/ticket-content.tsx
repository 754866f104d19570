import { openAccountDialog } from '@/features/account/account-dialog-state';
import { LazyBetSlip } from '@/features/betslip/betslip-lazy';
import { LazyMyBetsTab } from '@/features/my-bets/my-bets-lazy';
import { TicketPanel } from '@/features/ticket-panel/ticket-panel';

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

/** The ticket panel with the bet slip and My Bets in their tabs (features meet here, in `app`). */
export function TicketContent() {
  return (
    <TicketPanel slip={<LazyBetSlip onSignIn={signIn} />} myBets={<LazyMyBetsTab onSignIn={signIn} />} />
  );
}
