import { lazy, Suspense } from 'react';
import type { BetSlip as BetSlipComponent } from './bet-slip';
import { loadBetslipMessages } from '@/i18n/lazy-messages';

/*
 * The slip's code and texts are not in the initial JavaScript (the home route is at its budget):
 * they are fetched once the page is idle (`preloadBetSlip`), so the first click on a price does
 * not wait for them, or at the latest when the slip is first drawn.
 */
let loading: Promise<{ default: typeof BetSlipComponent }> | undefined;

function loadBetSlip() {
  loading ??= Promise.all([import('./bet-slip'), loadBetslipMessages()]).then(([module]) => ({
    default: module.BetSlip,
  }));
  return loading;
}

const BetSlip = lazy(loadBetSlip);

/** Starts fetching the slip's code and texts (call when the page is idle). */
export function preloadBetSlip(): void {
  void loadBetSlip();
}

export function LazyBetSlip({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Suspense fallback={null}>
      <BetSlip onSignIn={onSignIn} />
    </Suspense>
  );
}
