/**
 * Prices from realtime (docs/product.md#odds-changes): suspension, availability and the changed flag,
 * under the three odds-accept modes of docs/betting-rules.md §0. Pure.
 */
import { oddsFromDecimal } from '@/lib/odds';
import { stakeForWin } from './potential-win';
import type { Bet, OddsAcceptMode, Selection, Ticket, TicketStatus } from './types';

/** The part of a market (wire `MarketDto`) the ticket reads. */
export type MarketState = {
  id: number;
  specifier: string;
  /** 1 open; anything else suspends the selection. */
  status: number;
  /** In the page's language (a restored slip takes it: it may have been saved in another). */
  name?: string;
  outcomes: readonly { id: number; active: boolean; odds?: number | null; name?: string }[];
};

export type ProviderStatus = { provider: string; is_active: boolean };

const MARKET_OPEN = 1;

/** Whether a price move from the accepted odds is taken without asking the player. */
export function isAcceptedSilently(mode: OddsAcceptMode, accepted: number, next: number): boolean {
  switch (mode) {
    case 'none':
      return next === accepted;
    case 'higher':
      return next >= accepted;
    case 'any':
      return true;
  }
}

const FLAGS = ['odds', 'acceptedOdds', 'isChanged', 'isSuspended', 'isNotAvailable'] as const;

/** The same object when nothing moved, so an unchanged ticket keeps its identity. */
function unlessSame(before: Selection, after: Selection): Selection {
  return FLAGS.every((flag) => before[flag] === after[flag]) ? before : after;
}

/** A selection seen against its match's current markets. */
export function updateSelection(
  selection: Selection,
  markets: readonly MarketState[],
  mode: OddsAcceptMode,
): Selection {
  return unlessSame(selection, priceSelection(selection, markets, mode));
}

function priceSelection(
  selection: Selection,
  markets: readonly MarketState[],
  mode: OddsAcceptMode,
): Selection {
  const market = markets.find((m) => m.id === selection.marketId && m.specifier === selection.specifier);
  if (!market) return { ...selection, isNotAvailable: true };
  const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
  const odds = oddsFromDecimal(outcome?.odds);
  const isSuspended = market.status !== MARKET_OPEN || !outcome || !outcome.active || odds === undefined;
  if (odds === undefined) return { ...selection, isSuspended, isNotAvailable: false };
  const silent = isAcceptedSilently(mode, selection.acceptedOdds, odds);
  return {
    ...selection,
    odds,
    acceptedOdds: silent ? odds : selection.acceptedOdds,
    isChanged: !silent,
    isSuspended,
    isNotAvailable: false,
  };
}

/** Under potential-win staking the stake follows the price so the wanted win stays (docs/product.md#stakes). */
export function restake(bet: Bet): Bet {
  if (bet.stakeSource !== 'potential_win' || bet.desiredWin === null) return bet;
  return { ...bet, stake: stakeForWin(bet, bet.desiredWin) };
}

export function hasChangedOdds(bets: readonly Bet[]): boolean {
  return bets.some((bet) => bet.selections.some((s) => s.isChanged));
}

/** INITIAL or ODDS_CHANGED from the flags; other states are kept (a placement is under way). */
export function settledStatus(status: TicketStatus, bets: readonly Bet[]): TicketStatus {
  if (status !== 'INITIAL' && status !== 'ODDS_CHANGED') return status;
  return hasChangedOdds(bets) ? 'ODDS_CHANGED' : 'INITIAL';
}

export function mapSelections(bets: readonly Bet[], update: (s: Selection) => Selection): Bet[] {
  return bets.map((bet) => {
    const selections = bet.selections.map(update);
    const changed = selections.some((s, i) => s !== bet.selections[i]);
    return changed ? restake({ ...bet, selections }) : bet;
  });
}

export function applyMarkets(ticket: Ticket, matchId: number, markets: readonly MarketState[]): Bet[] {
  const mode = ticket.settings.oddsAcceptMode;
  return mapSelections(ticket.bets, (s) => (s.matchId === matchId ? updateSelection(s, markets, mode) : s));
}

/** docs/product.md#odds-changes: selections of inactive providers are not available; a provider back up clears it. */
export function applyProviderStatuses(ticket: Ticket, inactive: readonly string[]): Bet[] {
  return mapSelections(ticket.bets, (s) => {
    if (inactive.includes(s.provider)) return s.isNotAvailable ? s : { ...s, isNotAvailable: true };
    const wasDown = ticket.inactiveProviders.includes(s.provider);
    return wasDown && s.isNotAvailable ? { ...s, isNotAvailable: false } : s;
  });
}

export function acceptOdds(bets: readonly Bet[]): Bet[] {
  return mapSelections(bets, (s) =>
    s.isChanged || s.acceptedOdds !== s.odds ? { ...s, acceptedOdds: s.odds, isChanged: false } : s,
  );
}
