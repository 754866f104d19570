import { useEffect, useRef } from 'react';
import { closeTicket, openTicket } from '@/features/ticket-panel/ticket-panel-state';
import { MOBILE_BREAKPOINT } from '@/lib/breakpoints';
import { isSlipRestoring, useSlipCount } from '@/ticket/slip-view';

/** On a phone the slip is a bottom sheet over the page: opening it would block the next pick. */
function isPhone(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`).matches;
}

/**
 * docs/product.md#layout: the first selection opens the slip tab, the last one out closes it.
 * Not on a phone, where the slip is a bottom sheet the tab bar's Bet slip button (with the
 * selection count) opens, so a bettor can pick three prices in a row; and not for a slip
 * restored on load.
 */
export function useSlipPanel(): void {
  const count = useSlipCount();
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === 0 && count > 0 && !isSlipRestoring() && !isPhone()) openTicket('BET_SLIP');
    if (previous.current > 0 && count === 0) closeTicket();
    previous.current = count;
  }, [count]);
}
