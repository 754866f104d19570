import { lazy, Suspense } from 'react';
import { loadBetslipMessages } from '@/i18n/lazy-messages';

/*
 * The slip's code and texts load when the slip is first drawn (the first selection, or the first
 * open of the panel with a selection): the home route's initial JavaScript is at its budget.
 */
const BetSlip = lazy(() =>
  Promise.all([import('./bet-slip'), loadBetslipMessages()]).then(([module]) => ({
    default: module.BetSlip,
  })),
);

export function LazyBetSlip({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Suspense fallback={null}>
      <BetSlip onSignIn={onSignIn} />
    </Suspense>
  );
}
