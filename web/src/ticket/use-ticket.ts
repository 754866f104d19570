/** React's view of the ticket store: each hook reads only what it shows (`useSyncExternalStore`). */
import { useSyncExternalStore } from 'react';
import type { TicketAction } from '@/lib/ticket/actions';
import { isSelected } from '@/lib/ticket/selectors';
import type { SelectionKey, Ticket } from '@/lib/ticket/types';
import { ticketStore, type TicketStore } from './ticket-store';

/** The whole ticket (the slip itself). */
export function useTicket(store: TicketStore = ticketStore): Ticket {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** Whether an outcome is on the ticket; an odds button re-renders only when this flips. */
export function useIsSelected(key: SelectionKey, store: TicketStore = ticketStore): boolean {
  const read = () => isSelected(store.getState(), key);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** How many selections the ticket holds (the header and tab-bar badge). */
export function useSelectionCount(store: TicketStore = ticketStore): number {
  const read = () => store.getState().bets.reduce((sum, bet) => sum + bet.selections.length, 0);
  return useSyncExternalStore(store.subscribe, read, read);
}

export function useTicketDispatch(store: TicketStore = ticketStore): (action: TicketAction) => void {
  return store.dispatch;
}
