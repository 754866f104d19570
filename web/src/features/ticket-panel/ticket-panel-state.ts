/** The ticket panel's tab and open state, kept in session storage (docs/product.md#layout). */
import { createStoredValue, sessionStore, useStoredValue } from '@/preferences/stored-value';

export const TICKET_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export const ticketTabStore = createStoredValue<TicketTab>(sessionStore, 'ticket_panel_tab', (raw) =>
  raw === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
);

export const ticketOpenStore = createStoredValue<'open' | 'closed'>(
  sessionStore,
  'ticket_panel_state',
  (raw) => (raw === 'open' ? 'open' : 'closed'),
);

export function useTicketTab(): TicketTab {
  return useStoredValue(ticketTabStore);
}

export function useIsTicketOpen(): boolean {
  return useStoredValue(ticketOpenStore) === 'open';
}

/** Opens the panel on a tab (the mobile tab bar's "Bet slip" and "My bets"). */
export function openTicket(tab: TicketTab): void {
  ticketTabStore.set(tab);
  ticketOpenStore.set('open');
}

export function closeTicket(): void {
  ticketOpenStore.set('closed');
}
