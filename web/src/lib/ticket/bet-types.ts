/**
 * Changing the bet type by hand (docs/product.md#slip-selections): single splits the first bet into
 * one bet per selection, combo merges all bets, system applies a system type. Each returns
 * `undefined` when the change is refused, and the reducer then keeps the ticket as it was.
 */
import type { SystemId } from './systems';
import { systemType } from './systems';
import { allSelections, isMultiSingleAvailable, newBet } from './selections';
import type { Bet, Ticket } from './types';

export type BetTypeChange =
  { betType: 'single' } | { betType: 'combo' } | { betType: 'system'; systemId: SystemId };

function hasSameMatchTwice(bet: Bet): boolean {
  const matches = new Set(bet.selections.map((s) => s.matchId));
  return matches.size !== bet.selections.length;
}

/** All selections as one bet of `type`, keeping the first bet's stake. */
function merged(ticket: Ticket, type: Bet['type']): Bet | undefined {
  const selections = allSelections(ticket.bets);
  const first = ticket.bets[0];
  // docs/product.md#slip-selections: a bet with one selection cannot become a combo or system.
  if (!first || selections.length < 2) return undefined;
  const bet = newBet(selections, type, first.stake);
  // Two outcomes of one match never share a combo or system (no bet builder yet).
  return hasSameMatchTwice(bet) ? undefined : bet;
}

export function changeBetType(ticket: Ticket, change: BetTypeChange): readonly Bet[] | undefined {
  const selections = allSelections(ticket.bets);
  switch (change.betType) {
    case 'single': {
      if (ticket.bets.every((bet) => bet.type === 'single')) return undefined;
      if (
        selections.length > 1 &&
        !isMultiSingleAvailable(
          ticket,
          selections.map((s) => s.provider),
        )
      )
        return undefined;
      return selections.map((selection) => newBet([selection]));
    }
    case 'combo': {
      if (ticket.bets.length === 1 && ticket.bets[0]?.type === 'combo') return undefined;
      const bet = merged(ticket, 'combo');
      return bet && [bet];
    }
    case 'system': {
      const type = systemType(change.systemId);
      if (!type || type.totalCount !== selections.length) return undefined;
      const bet = merged(ticket, 'system');
      return bet && [{ ...bet, systemId: type.id }];
    }
  }
}
