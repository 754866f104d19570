import { useEffect, useRef } from 'react';
import { closeTicket, openTicket } from '@/features/ticket-panel/ticket-panel-state';
import { isSlipRestoring, useSlipCount } from '@/ticket/slip-view';

/**
 * Spec §4 "Bet panel and lists": the first selection opens the slip tab, the last one out closes it.
 * A slip restored on load does not open it (on a phone that would cover the page unasked).
 */
export function useSlipPanel(): void {
  const count = useSlipCount();
  const previous = useRef(count);
  useEffect(() => {
    if (previous.current === 0 && count > 0 && !isSlipRestoring()) openTicket('BET_SLIP');
    if (previous.current > 0 && count === 0) closeTicket();
    previous.current = count;
  }, [count]);
}
