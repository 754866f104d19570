import { openAccountDialog } from '@/account-shared/account-dialog-state';
import { LazyBetSlip, preloadBetSlip } from '@/features/betslip/betslip-lazy';
import { LazyMyBetsTab } from '@/features/my-bets/my-bets-lazy';
import { TicketPanel } from '@/features/ticket-panel/ticket-panel';
import { whenIdle } from '@/lib/idle';

// This module itself loads when the page is idle; the slip follows at the next idle moment, so
// the first click on a price finds its code ready.
void whenIdle().then(preloadBetSlip);

function signIn(): void {
  openAccountDialog({ kind: 'sign_in' });
}

/** The ticket panel with the bet slip and My Bets in their tabs (features meet here, in `app`). */
export function TicketContent() {
  return (
    <TicketPanel slip={<LazyBetSlip onSignIn={signIn} />} myBets={<LazyMyBetsTab onSignIn={signIn} />} />
  );
}
