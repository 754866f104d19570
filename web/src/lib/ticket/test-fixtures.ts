/** Builders shared by the ticket's unit tests. */
import type { TicketAction } from './actions';
import type { MarketState } from './odds-updates';
import { ticketReducer } from './reducer';
import type { SelectionInput, Ticket, TicketSettings } from './types';
import { emptyTicket } from './types';

export function pick(matchId: number, overrides: Partial<SelectionInput> = {}): SelectionInput {
  return {
    matchId,
    matchUrnId: `sr:match:${matchId}`,
    matchSlug: `match-${matchId}`,
    matchStatus: 'prematch',
    marketId: 1,
    marketName: '1X2',
    specifier: '',
    outcomeId: 1,
    outcomeName: '1',
    odds: 2000,
    provider: 'betradar',
    sportKey: 'football',
    nameA: 'Home',
    nameB: 'Away',
    categoryName: 'England',
    ...overrides,
  };
}

export function settings(overrides: Partial<TicketSettings> = {}): TicketSettings {
  return {
    oddsAcceptMode: 'none',
    multiSingleAvailableByProvider: {},
    stakePresets: [100, 500, 1000],
    ...overrides,
  };
}

export function run(ticket: Ticket, ...actions: TicketAction[]): Ticket {
  return actions.reduce(ticketReducer, ticket);
}

export function start(overrides: Partial<TicketSettings> = {}): Ticket {
  return emptyTicket('EUR', 100, settings(overrides));
}

export function toggle(selection: SelectionInput): TicketAction {
  return { type: 'selectionToggled', selection };
}

/** A ticket holding one selection per match id, odds 2.00 each unless given. */
export function ticketOf(picks: SelectionInput[], overrides: Partial<TicketSettings> = {}): Ticket {
  return run(start(overrides), ...picks.map(toggle));
}

export function market(
  outcomes: { id: number; odds: number | null; active?: boolean }[],
  overrides: Partial<MarketState> = {},
): MarketState {
  return {
    id: 1,
    specifier: '',
    status: 1,
    outcomes: outcomes.map((o) => ({ id: o.id, odds: o.odds, active: o.active ?? true })),
    ...overrides,
  };
}

export function stake(betIndex: number, value: number): TicketAction {
  return { type: 'stakeChanged', betIndex, stake: value };
}
