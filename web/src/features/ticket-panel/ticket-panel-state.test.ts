// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { closeTicket, openTicket, ticketOpenStore, ticketTabStore } from './ticket-panel-state';

describe('the ticket panel state', () => {
  it('opens on a tab and keeps both in session storage', () => {
    openTicket('MY_BETS');
    expect(ticketTabStore.get()).toBe('MY_BETS');
    expect(ticketOpenStore.get()).toBe('open');
    expect(sessionStorage.getItem('ticket_panel_tab')).toBe('MY_BETS');
    expect(sessionStorage.getItem('ticket_panel_state')).toBe('open');
    closeTicket();
    expect(sessionStorage.getItem('ticket_panel_state')).toBe('closed');
  });
});
