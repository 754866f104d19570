import { lazy, Suspense, useState } from 'react';
import type { BetSlip as BetSlipComponent } from './bet-slip';
import { loadBetslipMessages } from '@/i18n/lazy-messages';

/*
 * The slip's code and texts are not in the initial JavaScript (the home route is at its budget):
 * they are fetched once the page is idle (`preloadBetSlip`), so the first click on a price does
 * not wait for them, or at the latest when the slip is first drawn.
 */
let loading: Promise<{ default: typeof BetSlipComponent }> | undefined;
/** The slip itself once its code and texts are here. */
let loaded: typeof BetSlipComponent | undefined;

function loadBetSlip() {
  loading ??= Promise.all([import('./bet-slip'), loadBetslipMessages()]).then(([module]) => {
    loaded = module.BetSlip;
    return { default: module.BetSlip };
  });
  return loading;
}

const SuspendingBetSlip = lazy(loadBetSlip);

/** Starts fetching the slip's code and texts (call when the page is idle). */
export function preloadBetSlip(): void {
  void loadBetSlip();
}

/**
 * Preloaded (the usual case), the slip renders at once. Through `lazy` even loaded code suspends
 * on its first render, and React holds back what replaces a fallback for up to 300 ms: that was
 * most of the first click's time to the slip (docs/decisions/020-first-click-to-slip.md).
 */
export function LazyBetSlip({ onSignIn }: { onSignIn: () => void }) {
  const [BetSlip] = useState(() => loaded ?? SuspendingBetSlip);
  return (
    <Suspense fallback={null}>
      <BetSlip onSignIn={onSignIn} />
    </Suspense>
  );
}
