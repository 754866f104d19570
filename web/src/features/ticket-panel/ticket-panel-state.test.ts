// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closeTicket, openTicket, ticketOpenStore, ticketTabStore } from './ticket-panel-state';

describe('the ticket panel state', () => {
  it('opens on a tab, keeps the tab in session storage and the open state only in memory', () => {
    openTicket('MY_BETS');
    expect(ticketTabStore.get()).toBe('MY_BETS');
    expect(ticketOpenStore.get()).toBe('open');
    expect(sessionStorage.getItem('ticket_panel_tab')).toBe('MY_BETS');
    expect(sessionStorage.length).toBe(1);
    closeTicket();
    expect(ticketOpenStore.get()).toBe('closed');
  });
});
