/**
 * The ticket panel's tab, kept in session storage, and whether the phone's sheet is open, kept only
 * for the page's life: a reload does not reopen the sheet over the page (docs/product.md#layout,
 * decision 049).
 */
import { createStoredValue, sessionStore, useStoredValue } from '@/preferences/stored-value';

export const TICKET_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

export const ticketTabStore = createStoredValue<TicketTab>(sessionStore, 'ticket_panel_tab', (raw) =>
  raw === 'MY_BETS' ? 'MY_BETS' : 'BET_SLIP',
);

// Memory only: no storage, so nothing is read back and the sheet starts closed.
export const ticketOpenStore = createStoredValue<'open' | 'closed'>(
  () => undefined,
  '',
  () => 'closed',
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
